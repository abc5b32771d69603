// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { eventFixture } from "@tests/client/fixtures";
import { Clock, Tag } from "lucide-react";
import { afterEach, describe, expect, it } from "vitest";
import { EventCard } from "./event-card";

const event = eventFixture({ id: "e1", title: "Night Hike", description: "Stars and owls.", location: "Pine Lake" });

afterEach(cleanup);

describe("EventCard", () => {
  it("shows the title, the when, the location, the screen's facts, what goes under them and the buttons, in that order", () => {
    render(
      <EventCard
        event={event}
        layout="grid"
        testId="some-card"
        when={{ icon: Clock, content: "Jun 10, 9:00 AM" }}
        facts={[{ icon: Tag, srLabel: "Type: ", testId: "event-type", content: "Hike" }]}
        actions={<button type="button">Edit</button>}
      >
        <p>Under the facts</p>
      </EventCard>,
    );
    const card = screen.getByTestId("some-card");
    expect(within(card).getByRole("heading").textContent).toBe("Night Hike");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Jun 10, 9:00 AM", "Pine Lake", "Type: Hike"]);
    expect(within(card).getByTestId("event-type").textContent).toBe("Type: Hike");
    expect(card.textContent).toMatch(/Type: Hike.*Under the facts.*Edit$/);
    expect(within(card).queryByText("Stars and owls.")).toBeNull();
    expect(within(card).queryByText("Featured")).toBeNull();
  });

  it("says Featured over the image when asked, and the list and featured layouts show the description", () => {
    const { rerender } = render(
      <EventCard event={event} layout="featured" testId="card" featured when={{ icon: Clock, content: "Jun 10" }} actions={null} />,
    );
    expect(screen.getByText("Featured")).toBeTruthy();
    expect(screen.getByText("Stars and owls.")).toBeTruthy();

    rerender(<EventCard event={event} layout="list" testId="card" when={{ icon: Clock, content: "Jun 10" }} actions={null} />);
    expect(screen.getByText("Stars and owls.")).toBeTruthy();
    expect(screen.queryByText("Featured")).toBeNull();
    expect(screen.getByRole("heading").textContent).toBe("Night Hike");
  });
});
