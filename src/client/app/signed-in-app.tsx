import { queryClient } from "@/lib/query-client";
import { SignedInTree } from "./signed-in-tree";
import { startUpReads } from "./start-up-reads";

startUpReads();

/** The signed-in app on the app's one query cache. */
export default function SignedInApp() {
  return <SignedInTree client={queryClient} />;
}
