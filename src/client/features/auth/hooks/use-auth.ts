import { useQuery } from "@tanstack/react-query";
import { waitsForNetwork } from "@/lib/waits-for-network";
import { userQuery } from "../api";

/**
 * Current user (null when signed out), loading flag and role shortcuts. isAdmin: a leader who is one
 * of the troop's admins; isAssistant: a leader who is not (docs/product.md, "Leaders' roles").
 */
export function useAuth() {
  const read = useQuery(userQuery);
  const { data, isLoading } = read;
  const user = data ?? null;
  const isLeader = user?.role === "leader";
  return {
    user,
    // Offline with nothing kept yet, the look-up waits for the network (paused): still loading, never
    // "signed out", which would send a signed-in leader to the sign-in page.
    isLoading: isLoading || waitsForNetwork(read),
    isAuthenticated: user !== null,
    isLeader,
    isAdmin: isLeader && user?.leaderRole === "admin",
    isAssistant: isLeader && user?.leaderRole === "assistant",
  };
}
