import { lazy } from "react";

/**
 * Pages a visitor has whether signed in or not. Apart from the signed-out routes, so the signed-in
 * app does not bring the landing page with it.
 */
export const ResetPasswordPage = lazy(() => import("./pages/reset-password-page"));
export const NotFoundPage = lazy(() => import("./pages/not-found-page"));
