import { offlineAction } from "@/lib/offline/actions";
import { refreshMessages } from "./api";

/** A message marked as read, kept offline. */
export const messagesOffline = [
  offlineAction({
    methods: ["POST"],
    route: "/api/messages/:messageId/read",
    describe: () => "A message marked as read",
    refresh: () => void refreshMessages(),
  }),
];
