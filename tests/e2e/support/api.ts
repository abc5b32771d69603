/** Direct API calls for arranging journeys (things a test sets up rather than clicks through). */
export type ApiUser = { token: string; email: string; password: string };

export async function api<T = unknown>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { Origin: baseUrl };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function signupViaApi(
  baseUrl: string,
  user: { email: string; password: string; firstName: string; lastName: string; role: "scout" | "leader" | "parent"; inviteCode?: string },
): Promise<ApiUser> {
  const res = await api<{ authToken: string }>(baseUrl, "POST", "/api/signup", user);
  return { token: res.authToken, email: user.email, password: user.password };
}

/** Signs the first leader up through the API and clears the onboarding flag. */
export async function leaderViaApi(baseUrl: string, email = "leader@example.com", password = "leader-pass-1"): Promise<ApiUser> {
  const leader = await signupViaApi(baseUrl, { email, password, firstName: "Lena", lastName: "Leader", role: "leader" });
  await api(baseUrl, "POST", "/api/mark-not-new", undefined, leader.token);
  return leader;
}

/**
 * Puts "<firstName> <lastName>" with `email` on the leader's roster and signs that scout up through
 * the API with the personal code the leader makes for them. With `welcomed`, the onboarding flag is cleared too (the scout lands on the badges, not the welcome screen).
 */
export async function scoutViaApi(
  baseUrl: string,
  leaderToken: string,
  scout: { firstName: string; lastName?: string; email: string; password?: string; welcomed?: boolean },
): Promise<ApiUser> {
  const { firstName, lastName = "Scout", email, password = "scout-pass-1", welcomed = false } = scout;
  const roster = await api<{ id: string }>(baseUrl, "POST", "/api/scouts", { name: `${firstName} ${lastName}`, email }, leaderToken);
  const { code } = await api<{ code: string }>(baseUrl, "POST", `/api/scouts/${roster.id}/invite`, undefined, leaderToken);
  const user = await signupViaApi(baseUrl, { email, password, firstName, lastName, role: "scout", inviteCode: code });
  if (welcomed) await api(baseUrl, "POST", "/api/mark-not-new", undefined, user.token);
  return user;
}
