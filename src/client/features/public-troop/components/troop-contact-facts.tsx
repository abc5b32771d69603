import { Clock, Globe, Mail, MapPin, Phone } from "lucide-react";
import type * as React from "react";

export type ContactFacts = {
  meetingLocation: string | null;
  meetingSchedule: string | null;
  contactEmail: string | null;
  /** Only for the troop's own families: the public page leaves it out. */
  contactPhone?: string | null;
  website: string | null;
};

/** Whether there is anything to show. */
export const hasContactFacts = (facts: ContactFacts) =>
  Boolean(facts.meetingLocation || facts.meetingSchedule || facts.contactEmail || facts.contactPhone || facts.website);

function Fact({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {label}
      </dt>
      <dd className="break-words pl-7 text-sm text-muted-foreground">{children}</dd>
    </div>
  );
}

const linkClass = "font-medium text-foreground underline underline-offset-2";

/**
 * Where and when the troop meets and how to reach it, as the leaders set it in Troop Settings: on the
 * public landing page and on the family pages (one list, so both say the same in the same way).
 */
export function TroopContactFacts({ facts }: { facts: ContactFacts }) {
  if (!hasContactFacts(facts)) return null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {facts.meetingLocation && (
        <Fact icon={MapPin} label="Where we meet">
          {facts.meetingLocation}
        </Fact>
      )}
      {facts.meetingSchedule && (
        <Fact icon={Clock} label="When we meet">
          {facts.meetingSchedule}
        </Fact>
      )}
      {facts.contactEmail && (
        <Fact icon={Mail} label="Contact">
          <a className={linkClass} href={`mailto:${facts.contactEmail}`}>
            {facts.contactEmail}
          </a>
        </Fact>
      )}
      {facts.contactPhone && (
        <Fact icon={Phone} label="Phone">
          <a className={linkClass} href={`tel:${facts.contactPhone.replace(/[^\d+]/g, "")}`}>
            {facts.contactPhone}
          </a>
        </Fact>
      )}
      {facts.website && (
        <Fact icon={Globe} label="Website">
          <a className={linkClass} href={facts.website} rel="noopener noreferrer" target="_blank">
            {facts.website.replace(/^https?:\/\//i, "").replace(/\/$/, "")}
          </a>
        </Fact>
      )}
    </dl>
  );
}
