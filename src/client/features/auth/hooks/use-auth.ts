import { useQuery } from "@tanstack/react-query";
import { userQuery } from "../api";

/** Current user (null when signed out), loading flag and role shortcuts. */
export function useAuth() {
  const { data, isLoading } = useQuery(userQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, isLeader: user?.role === "leader" };
}
