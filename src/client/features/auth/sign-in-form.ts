import { fieldNoteClasses } from "@/components/ui/field-classes";
import { apiErrorStatus, errorMessage } from "@/lib/api-request";
import type { HandedOverToast } from "@/lib/handed-over-toast";
import { showPageToast } from "@/lib/page-toast";
import { serverFieldMessages } from "@/lib/server-field-errors";
import { type AuthMode, authModeAt, inviteIn } from "./auth-mode";
import { lastRole, rememberRole } from "./last-role";
import { safeNext } from "./safe-next";
import { SIGN_IN_IDS as ID } from "./sign-in-ids";
import { joinTroopAfterSignIn, login, lookupInvite, requestPasswordReset, signup } from "./sign-in-requests";
import { SIGN_IN_FIELDS, type SignInValues, toLoginRequest, toSignupRequest } from "./sign-in-rules";
import { asChoice, SIGN_IN_TEXTS as T } from "./sign-in-texts";

/** A sign-in or sign-up the server accepted: what the page does next is its host's (see runSignInCard). */
/**
 * The troop whose own sign-in page this is (/t/{slug}/login), sent as it stands: the server lands
 * the sign-in there only when the account is in that troop. Read here rather than with
 * shared/troop-slug.ts's rules, which the sign-in page's script does without.
 */
const troopPageAt = (path: string) => /^\/t\/([^/]+)\//.exec(path)?.[1] ?? null;

export type SignedIn = { token: string; next: string; toast: HandedOverToast };

type Options = {
  /** The address's query: ?next= (the page to go back to), ?invite= (a code from a card or link), ?forgot. */
  search: string;
  /** Stores the token and opens `next` with the toast. */
  onSignedIn: (signedIn: SignedIn) => void | Promise<void>;
};

type Choice = SignInValues["role"];

/**
 * Makes the sign-in card in `root` (components/sign-in-card.tsx) work, with no React: switching between
 * Sign In, Create Account and "Forgot password?" in place (what was typed stays), the role last signed
 * in with on this device, a code from the address (a parent's code names the child), sending, the
 * server's messages at their fields and in a toast, and the reset-link request. No rule is checked
 * here: the server decides and says why. The server-drawn page runs it as its only script
 * (sign-in-start.ts); the app runs it on the card it draws itself (app/pages/login-page.tsx).
 * Returns what stops it.
 */
export function runSignInCard(root: ParentNode, { search, onSignedIn }: Options): () => void {
  const get = <E extends HTMLElement = HTMLElement>(id: string): E => {
    const element = root.querySelector<E>(`#${id}`);
    if (!element) throw new Error(`#${id} is missing from the sign-in card`);
    return element;
  };
  const input = (id: string) => get<HTMLInputElement>(id);
  const controls = {
    firstName: input(ID.firstName),
    lastName: input(ID.lastName),
    email: input(ID.email),
    password: input(ID.password),
    role: get<HTMLSelectElement>(ID.role),
    inviteCode: input(ID.inviteCode),
  } satisfies Record<(typeof SIGN_IN_FIELDS)[number], HTMLElement>;
  const { role } = controls;
  const { email } = controls;
  // The email field (label, input, its notes) moves between the two forms.
  const emailField = email.parentElement as HTMLElement;
  const submit = get<HTMLButtonElement>(ID.submit);
  const forgotSubmit = get<HTMLButtonElement>(ID.forgotSubmit);
  const stop = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => void) =>
    target.addEventListener(type, handler, { signal: stop.signal });

  const params = new URLSearchParams(search);
  const next = safeNext(params.get("next")) ?? "/";
  const urlInvite = inviteIn(params);
  let mode: AuthMode = authModeAt(params);
  // The child's first name when the address's code is a parent's invitation.
  let forChild: string | null = null;
  // A scout's own code (from their card) names them, as a parent's names the child.
  let forScout: string | null = null;
  // A sign-up's valid code whose email had an account: the sign-in that follows joins its troop.
  let joinCode: string | null = null;
  let sending = false;

  const toastError = (description: string) => showPageToast(get(ID.toasts), { title: "Error", description, variant: "destructive" });

  /** A field's hint or error line, as components/ui/form-field.tsx draws it, with the control described by both. */
  function note(control: HTMLElement, kind: "hint" | "error", text: string | null) {
    const field = control.parentElement;
    if (!field) return;
    const id = `${control.id}-${kind}`;
    let line = field.querySelector<HTMLElement>(`#${id}`);
    if (text === null) line?.remove();
    else {
      if (!line) {
        line = control.ownerDocument.createElement("p");
        line.id = id;
        line.className = fieldNoteClasses[kind];
        if (kind === "hint") control.after(line);
        else field.append(line);
      }
      line.textContent = text;
    }
    const hint = field.querySelector(`#${control.id}-hint`);
    const error = field.querySelector(`#${control.id}-error`);
    const describedBy = [hint?.id, error?.id].filter(Boolean).join(" ");
    if (describedBy) control.setAttribute("aria-describedby", describedBy);
    else control.removeAttribute("aria-describedby");
    if (error) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
  }
  const clearErrors = () => {
    for (const control of Object.values(controls)) note(control, "error", null);
  };

  function showInviteTexts() {
    const chosen = role.value as Choice;
    get(ID.inviteLabel).textContent = T.inviteLabel(chosen);
    note(controls.inviteCode, "hint", T.inviteHint(chosen));
  }

  function show(to: AuthMode) {
    mode = to;
    const signingUp = mode === "signup";
    get(ID.fields).dataset.signIn = mode;
    get(ID.account).hidden = mode === "forgot";
    get(ID.forgot).hidden = mode !== "forgot";
    if (mode === "forgot") get(ID.forgotForm).insertBefore(emailField, forgotSubmit);
    else get(ID.form).insertBefore(emailField, get(ID.passwordRow));
    get(ID.names).hidden = !signingUp;
    get(ID.invite).hidden = !signingUp;
    get(ID.forgotLink).hidden = signingUp;
    get(ID.description).textContent = T.description(mode, forChild, forScout);
    get(ID.roleLabel).textContent = T.roleLabel(mode);
    const labels = T.roleOptions(mode);
    for (const option of role.options) option.textContent = labels[option.value as Choice];
    note(role, "hint", mode === "signin" ? T.roleHint : null);
    controls.password.autocomplete = signingUp ? "new-password" : "current-password";
    submit.textContent = sending ? T.pending : T.submit(mode);
    get(ID.toggle).textContent = T.toggle(mode);
    showInviteTexts();
  }

  function setSending(now: boolean) {
    sending = now;
    submit.disabled = now;
    submit.textContent = now ? T.pending : T.submit(mode);
  }

  const values = (): SignInValues => ({
    firstName: controls.firstName.value,
    lastName: controls.lastName.value,
    email: controls.email.value,
    password: controls.password.value,
    role: asChoice(role.value) ?? "scout",
    inviteCode: controls.inviteCode.value,
  });

  on(get(ID.form), "submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    clearErrors();
    const typed = values();
    const signingUp = mode === "signup";
    setSending(true);
    try {
      const result = signingUp
        ? await signup(toSignupRequest(typed, forChild))
        : await login(toLoginRequest(typed, troopPageAt(window.location.pathname)));
      rememberRole(typed.role);
      let said: HandedOverToast = signingUp ? T.signedUp : T.signedIn;
      if (!signingUp && joinCode) {
        // Signed in after a sign-up found the account: the code's troop is added, and the session moves there.
        try {
          said = T.joined((await joinTroopAfterSignIn(result.authToken, joinCode)).troop.name);
        } catch (joinError) {
          said = { title: T.signedIn.title, description: errorMessage(joinError, T.badCode) };
        }
      }
      // Still "Please wait..." while the next page opens.
      await onSignedIn({ token: result.authToken, next, toast: said });
    } catch (error) {
      setSending(false);
      if (signingUp && apiErrorStatus(error) === 409 && typed.inviteCode.trim()) {
        // The code was valid and the email has an account: the same card signs in and joins.
        joinCode = typed.inviteCode.trim();
        show("signin");
        note(email, "hint", T.hasAccount);
        controls.password.value = "";
        controls.password.focus();
        toastError(T.hasAccount);
        return;
      }
      const found = serverFieldMessages(error, SIGN_IN_FIELDS, { username: "email" });
      for (const [field, message] of found) note(controls[field], "error", message);
      const message = errorMessage(error, signingUp ? T.failed.signup : T.failed.signin);
      // A 403 on sign-in is the right password with the other role choice: the message (which says
      // whose choice is which) also stays under the choice, after the toast has gone.
      if (!signingUp && apiErrorStatus(error) === 403) note(role, "error", message);
      if (found[0]) controls[found[0][0]].focus();
      toastError(message);
    }
  });

  on(role, "change", () => {
    note(role, "error", null);
    showInviteTexts();
  });
  on(get(ID.toggle), "click", () => {
    clearErrors();
    show(mode === "signup" ? "signin" : "signup");
  });

  // "Forgot password?": the typed email comes along, and the card asks afresh each time.
  on(get(ID.forgotLink), "click", () => {
    clearErrors();
    get(ID.forgotAsk).hidden = false;
    get(ID.forgotDone).hidden = true;
    show("forgot");
    email.focus();
  });
  for (const back of root.querySelectorAll<HTMLElement>("[data-back-to-sign-in]")) {
    on(back, "click", () => {
      note(email, "error", null);
      show("signin");
      email.focus();
    });
  }
  on(get(ID.forgotForm), "submit", async (event) => {
    event.preventDefault();
    if (forgotSubmit.disabled) return;
    note(email, "error", null);
    forgotSubmit.disabled = true;
    forgotSubmit.textContent = T.pending;
    try {
      await requestPasswordReset({ email: email.value });
      // The answer replaces the form; focus follows it so it is read out.
      get(ID.forgotAsk).hidden = true;
      get(ID.forgotDone).hidden = false;
      get(ID.resetRequested).focus();
    } catch (error) {
      const [found] = serverFieldMessages(error, ["email"]);
      if (found) {
        note(email, "error", found[1]);
        email.focus();
      }
      toastError(errorMessage(error, T.failed.forgot));
    } finally {
      forgotSubmit.disabled = false;
      forgotSubmit.textContent = T.forgotSubmit;
    }
  });

  // What the server could not know: the role last used on this device, the address's code.
  const remembered = asChoice(lastRole());
  if (remembered) role.value = remembered;
  if (urlInvite) {
    controls.inviteCode.value = urlInvite;
    // A parent's code is "Scout Leader/Parent" and names the child; any other code is a scout's.
    lookupInvite(urlInvite)
      .then((found) => {
        if (stop.signal.aborted) return;
        role.value = found.kind === "parent" ? "leader" : "scout";
        if (found.kind === "parent") forChild = found.scoutFirstName ?? "your child";
        else if (found.kind === "scout") forScout = found.scoutFirstName;
        show(mode);
      })
      .catch((error) => {
        if (!stop.signal.aborted) toastError(errorMessage(error, T.badCode));
      });
  }
  show(mode);
  get<HTMLFieldSetElement>(ID.fields).disabled = false;
  if (mode === "forgot") email.focus();
  return () => stop.abort();
}
