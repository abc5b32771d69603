import "./index.css";
import { signedInAppModule } from "./app/signed-in-app-module";
import { getAuthToken } from "./lib/auth-token";

// This first script carries no React: it only starts the downloads. React and the app's root come
// with it (index.html preloads them, see vite.config.ts); with a session token stored, the signed-in
// app's code and the code of the page at this address are asked for now too, beside them rather
// than after the user look-up.
if (getAuthToken()) {
  void signedInAppModule();
  void import("./app/early-page");
}
void import("./app/mount");
