import { useQuery } from "@tanstack/react-query";
import { userQuery } from "../api";

/**
 * Current user (null when signed out), loading flag and role shortcuts. isAdmin: a leader who is one
 * of the troop's admins; isAssistant: a leader who is not (docs/product.md, "Leaders' roles").
 */
export function useAuth() {
  const { data, isLoading } = useQuery(userQuery);
  const user = data ?? null;
  const isLeader = user?.role === "leader";
  return {
    user,
    isLoading,
    isAuthenticated: user !== null,
    isLeader,
    isAdmin: isLeader && user?.leaderRole === "admin",
    isAssistant: isLeader && user?.leaderRole === "assistant",
  };
}
