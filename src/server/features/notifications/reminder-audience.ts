/** Someone who hears about an event: a participant at their own address, or a parent for one child. */
export type Person = {
  name: string;
  relation: "scout" | "parent";
  /** The child a parent hears about (roster name); ignored for a participant's own address. */
  scoutName: string | null;
  email: string | null;
  phone: string | null;
  /** A family contact without an account: their email carries an unsubscribe link. */
  familyOnly?: boolean;
};

/** One address and everything its message has to say: one message per address per event. */
export type Audience = {
  address: string;
  /** The participants whose own address this is (siblings may share one), in the order met. */
  selves: string[];
  /** Roster names of the other children going whose parent (or guardian) has this address, sorted. */
  children: string[];
  /** A parent's first name, greeted when the address is no participant's own. */
  parentName: string;
  /** Every person at this address is a family contact without an account (the email gets an unsubscribe link). */
  familyOnly: boolean;
};

/**
 * Folds the people of one event into one audience per address on one channel. A parent of two
 * children going gets one message naming both; an address shared by a participant and a parent
 * (or by two siblings) gets one message saying so. Only people who share the address are ever
 * named in its message, so no family reads about another.
 */
export function audiencesOf(people: Person[], channel: "email" | "phone"): Audience[] {
  const byAddress = new Map<string, Audience>();
  for (const person of people) {
    const address = person[channel];
    if (!address) continue;
    let audience = byAddress.get(address);
    if (!audience) {
      audience = { address, selves: [], children: [], parentName: person.name, familyOnly: person.familyOnly === true };
      byAddress.set(address, audience);
    }
    if (person.familyOnly !== true) audience.familyOnly = false;
    const list = person.relation === "scout" ? audience.selves : audience.children;
    const name = person.relation === "scout" ? person.name : person.scoutName;
    if (name && !list.includes(name)) list.push(name);
  }
  for (const audience of byAddress.values()) {
    audience.children = audience.children.filter((child) => !audience.selves.includes(child)).sort((a, b) => a.localeCompare(b));
  }
  return [...byAddress.values()];
}

const names = new Intl.ListFormat("en", { style: "long", type: "conjunction" });
const isAre = (count: number) => (count === 1 ? "is" : "are");

/** Who the message greets: the participant at their own address, else the parent. */
export function greetingOf(audience: Audience): string {
  return audience.selves.length > 0 ? names.format(audience.selves) : audience.parentName;
}

/** "You are", "Lia is", "Lia and Max are", "You and Lia are": who of this audience is going. */
export function whoIsGoing(audience: Audience): string {
  const { selves, children } = audience;
  if (selves.length === 1) return children.length === 0 ? "You are" : `You and ${names.format(children)} are`;
  const everyone = [...selves, ...children];
  return `${names.format(everyone)} ${isAre(everyone.length)}`;
}

/** Why this address gets the reminder, for the email's footer. */
export function whyReminded(audience: Audience, eventTitle: string, troopName: string): string {
  const { selves, children } = audience;
  const childList = names.format(children);
  if (selves.length === 0) {
    const childrenGo = children.length === 1 ? `${childList} is` : "they are";
    return `You get this email because you are a parent or guardian of ${childList} in ${troopName}, and ${childrenGo} signed up for ${eventTitle}.`;
  }
  const going = selves.length === 1 ? "you are" : `${names.format(selves)} are`;
  const because = `You get this email because ${going} signed up for ${eventTitle} with ${troopName}`;
  if (children.length === 0) return `${because}.`;
  return `${because}, and you are a parent or guardian of ${childList}, who ${isAre(children.length)} signed up too.`;
}
