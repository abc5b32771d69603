/**
 * What the app's role may do on a database it does not own: read and write rows, never change the
 * tables or their policies. The embedded database gives its app role these after each migration
 * (migrate.ts); tests and benchmarks on PostgreSQL give them to theirs.
 */
export function appRoleGrants(role: string): string[] {
  return [
    `grant usage on schema public to ${role}`,
    `grant select, insert, update, delete on all tables in schema public to ${role}`,
    `grant usage, select on all sequences in schema public to ${role}`,
  ];
}

/** Makes `role` (no superuser, no BYPASSRLS) unless it exists; `login` for a role a URL connects as. */
export function createAppRole(role: string, login: boolean): string {
  return `do $$ begin
    if not exists (select from pg_roles where rolname = '${role}') then
      create role ${role} nosuperuser nobypassrls ${login ? "login" : "nologin"};
    end if;
  end $$`;
}
