import "./index.css";
import { getAuthToken } from "./lib/auth-token";

// This first script carries no React: it only starts the downloads. React and the app's root come
// with it (index.html preloads them, see vite.config.ts); with a session token stored, the signed-in
// app's code is asked for now too, beside them rather than after them.
if (getAuthToken()) void import("./app/signed-in-app");
void import("./app/mount");
