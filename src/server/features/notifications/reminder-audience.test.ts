import { describe, expect, it } from "vitest";
import { audiencesOf, greetingOf, type Person, whoIsGoing, whyReminded } from "./reminder-audience";

const scout = (name: string, email: string | null, phone: string | null = null): Person => ({
  name,
  relation: "scout",
  scoutName: name,
  email,
  phone,
});
const parent = (name: string, child: string, email: string): Person => ({ name, relation: "parent", scoutName: child, email, phone: null });

describe("reminder audiences", () => {
  it("give each address one message, a parent of two children naming both", () => {
    const people = [
      scout("Ola Sibling", "ola@example.com"),
      parent("Mona", "Ola Sibling", "mona@example.com"),
      scout("Pip Sibling", null),
      parent("Mona", "Pip Sibling", "mona@example.com"),
      parent("Dev", "Quin Alone", "dev@example.com"),
    ];
    const audiences = audiencesOf(people, "email");
    expect(audiences.map((a) => [a.address, whoIsGoing(a)])).toEqual([
      ["ola@example.com", "You are"],
      ["mona@example.com", "Ola Sibling and Pip Sibling are"],
      ["dev@example.com", "Quin Alone is"],
    ]);
    const mona = audiences[1];
    expect(mona && whyReminded(mona, "Campout", "Troop 12")).toBe(
      "You get this email because you are a parent or guardian of Ola Sibling and Pip Sibling in Troop 12, and they are signed up for Campout.",
    );
  });

  it("greet a participant at their own address, also when it is a parent's of another child going", () => {
    const [shared] = audiencesOf([parent("Mona", "Pip Sibling", "home@example.com"), scout("Ola Sibling", "home@example.com")], "email");
    expect(shared).toMatchObject({ address: "home@example.com", selves: ["Ola Sibling"], children: ["Pip Sibling"] });
    expect(shared && greetingOf(shared)).toBe("Ola Sibling");
    expect(shared && whoIsGoing(shared)).toBe("You and Pip Sibling are");
    expect(shared && whyReminded(shared, "Campout", "Troop 12")).toContain(
      "you are a parent or guardian of Pip Sibling, who is signed up too",
    );
  });

  it("name every participant when siblings share one address or phone, and skip people without one on the channel", () => {
    const people = [scout("Ola", "home@example.com", "+44 1"), scout("Pip", "home@example.com", "+44 1"), scout("Quin", "q@example.com")];
    const [phone, ...noMore] = audiencesOf(people, "phone");
    expect(noMore).toEqual([]);
    expect(phone && [phone.address, greetingOf(phone), whoIsGoing(phone)]).toEqual(["+44 1", "Ola and Pip", "Ola and Pip are"]);
    const [home] = audiencesOf(people, "email");
    expect(home && whyReminded(home, "Campout", "Troop 12")).toBe(
      "You get this email because Ola and Pip are signed up for Campout with Troop 12.",
    );
  });
});
