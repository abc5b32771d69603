import type { App } from "../../src/server/app";
import type { DbOrTx } from "../../src/server/db/client";
import { acrossTroops } from "../../src/server/db/troop-scope";
import { createDistrict, inviteToDistrict } from "../../src/server/operator/district-commands";
import { type SignedIn, signUp } from "./users";

const DELIVERY = { origin: "https://badges.example.org", channels: { email: true, sms: false } };

/** As the operator: a district (made unless it exists), and a commissioner's invite to `email`; answers the code. */
export async function districtInvite(db: DbOrTx, districtName: string, email: string): Promise<string> {
  return acrossTroops("the test acts as the operator", async () => {
    await createDistrict(db, districtName).catch((error: Error) => {
      if (!/already exists/.test(error.message)) throw error;
    });
    const said = await inviteToDistrict(db, email, districtName, DELIVERY);
    const code = /code (\S+),/.exec(said)?.[1];
    if (!code) throw new Error(`no code in "${said}"`);
    return code;
  });
}

/** A district's commissioner who belongs to no troop: signed up with the invite's code alone (many-troops M6). */
export async function signUpCommissioner(app: App, db: DbOrTx, districtName: string): Promise<SignedIn> {
  const email = `commissioner-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
  const code = await districtInvite(db, districtName, email);
  return signUp(app, { role: "leader", email, inviteCode: code, firstName: "Casey", lastName: "Commissioner" });
}
