import { signedInRole } from "@/features/auth/last-role";
import { pageAt, pageNamed } from "./pages";

// Asks for the code of the page at this address (home by the role last signed in here) beside the
// signed-in app's, rather than after the user look-up. A chunk of its own, loaded by the first script
// only when a session token is stored, so the landing page carries none of it.
const page = pageAt(window.location.pathname, signedInRole());
if (page) void pageNamed(page).load();
