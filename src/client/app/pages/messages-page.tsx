import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { LazyPart } from "@/components/lazy-part";
import { PageHeader } from "@/components/ui/page-header";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { Inbox } from "@/features/messages/components/inbox";
import { MessageReceipts } from "@/features/messages/components/message-receipts";
import { BackToMessages, MessageView } from "@/features/messages/components/message-view";
import { MessagesNav } from "@/features/messages/components/messages-nav";
import { SentList } from "@/features/messages/components/sent-list";
import { lazyNamed } from "@/lib/lazy-named";
import { AppShell } from "../layout/app-shell";

// The leaders' new-message form (and the form library) comes with that page, not with the inbox.
const NewMessageForm = lazyNamed(() => import("@/features/messages/components/new-message-form"), "NewMessageForm");

/**
 * Messages, for every role (/messages and below; the bell in the top bar leads here):
 * - /messages: my inbox, newest first; /messages/{id}: one message, whole (the link in its email),
 *   with a parent's reply form under it;
 * - leaders also: /messages/new (write to an audience), /messages/sent (what the leaders sent, with
 *   how many read each) and /messages/sent/{id} (who has and has not read it).
 */
export default function MessagesPage({ params }: { params?: { "*"?: string } }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const isLeader = user?.role === "leader";
  const rest = (params?.["*"] ?? "").replace(/\/+$/, "");
  const [first = "", second, ...more] = rest.split("/");
  const leaderPage = first === "new" || first === "sent";

  let content: ReactNode;
  if (more.length > 0 || (leaderPage && !isLeader) || (first === "new" && second !== undefined)) {
    content = <NotFound />;
  } else if (first === "") {
    content = (
      <>
        <PageHeader
          title="Messages"
          description={isLeader ? "Messages to you, parents' replies among them." : "Messages from your troop's leaders."}
        />
        {isLeader && <MessagesNav current="inbox" />}
        <Inbox />
      </>
    );
  } else if (first === "new") {
    content = (
      <>
        <PageHeader title="New message" description="Everyone you choose reads it in the app." />
        <MessagesNav current="new" />
        <div className="max-w-2xl rounded-lg border bg-card p-4 shadow-sm sm:p-6">
          <LazyPart>
            <NewMessageForm onSent={() => navigate("/messages/sent")} />
          </LazyPart>
        </div>
      </>
    );
  } else if (first === "sent" && second === undefined) {
    content = (
      <>
        <PageHeader title="Sent messages" description="What the troop's leaders sent, and how many have read each." />
        <MessagesNav current="sent" />
        <SentList />
      </>
    );
  } else if (first === "sent" && second) {
    content = <MessageReceipts id={second} />;
  } else if (second === undefined) {
    content = <MessageView id={first} canReply={user?.role === "parent"} />;
  } else {
    content = <NotFound />;
  }

  return (
    <AppShell>
      <div className="mx-auto grid w-full max-w-3xl gap-6">{content}</div>
    </AppShell>
  );
}

function NotFound() {
  return (
    <>
      <BackToMessages />
      <PageHeader title="Page not found" description="There is no such messages page." />
    </>
  );
}
