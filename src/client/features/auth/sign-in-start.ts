import { setAuthToken } from "@/lib/auth-token";
import { handOverToast } from "@/lib/handed-over-toast";
import { runSignInCard } from "./sign-in-form";

// The sign-in page the server drew (main.tsx starts this instead of the app): the card works without
// React, and a sign-in opens the page it leads to afresh, where the app starts with its toast.
const root = document.getElementById("root");
if (root) {
  runSignInCard(root, {
    search: window.location.search,
    onSignedIn: ({ token, next, toast }) => {
      setAuthToken(token);
      handOverToast(toast);
      window.location.assign(next);
    },
  });
}
