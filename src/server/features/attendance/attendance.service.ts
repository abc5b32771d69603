import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  ATTENDANCE_MESSAGES,
  type AttendanceRecord,
  type AttendanceRecorded,
  type attendanceRequest,
  eventHasStarted,
} from "../../../shared/api/attendance";
import { PATROL_MESSAGES } from "../../../shared/api/patrols";
import { ACTIVITY_POINTS } from "../../../shared/constants";
import type { Actor } from "../../auth/actor";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { attendance, events, scouts } from "../../db/schema";
import { iso } from "../../lib/dates";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { recordActivities } from "../activities/record-activity.service";
import { lockScouts } from "../scouts/roster-locks.service";

export type AttendanceInput = z.output<typeof attendanceRequest>;

type RecordRow = Omit<AttendanceRecord, "recordedAt"> & { recordedAt: Date };
const toRecord = (row: RecordRow): AttendanceRecord => ({
  id: row.id,
  scoutId: row.scoutId,
  eventId: row.eventId,
  status: row.status,
  notes: row.notes,
  recordedAt: iso(row.recordedAt),
  scoutName: row.scoutName,
  eventTitle: row.eventTitle,
});

/** Every record of the troop, latest first, with the scout's and event's names (kept for deleted events). */
export async function listAttendance(db: DbOrTx, { troopId }: Actor): Promise<AttendanceRecord[]> {
  const rows = await db
    .select({
      id: attendance.id,
      scoutId: attendance.scoutId,
      eventId: attendance.eventId,
      status: attendance.status,
      notes: attendance.notes,
      recordedAt: attendance.recordedAt,
      scoutName: scouts.name,
      eventTitle: events.title,
    })
    .from(attendance)
    .innerJoin(scouts, eq(scouts.id, attendance.scoutId))
    .innerJoin(events, eq(events.id, attendance.eventId))
    .where(eq(attendance.troopId, troopId))
    .orderBy(desc(attendance.recordedAt), desc(attendance.id));
  return rows.map(toRecord);
}

/**
 * A patrol leader (a scout account) takes the register of their own patrol only: the scout recorded,
 * locked by the caller, must be in it. Leaders record anyone of the troop.
 */
async function requireOwnPatrol(tx: Tx, actor: Actor, scoutId: string) {
  if (actor.role === "leader") return;
  const [row] = await tx.select({ patrolId: scouts.patrolId }).from(scouts).where(eq(scouts.id, scoutId));
  if (!actor.leadsPatrolId || row?.patrolId !== actor.leadsPatrolId) throw new HttpError(403, PATROL_MESSAGES.ownPatrolOnly);
}

/**
 * Upsert per (scout, event), the latest recording winning (docs/product.md, "Offline changes"): a
 * register taken offline arrives late, so a stored record is replaced only by one recorded later
 * (`recordedAt`, sent by the device; now when left out); an equal or earlier one leaves it as it is
 * and answers `superseded` with the record that stands. The WHERE on the upsert keeps that true
 * whatever arrives at the same moment on either database. The scout row is locked first so that two
 * recordings of the same scout queue up: the previous status read below is then the latest, and
 * "present" earns its activity once.
 */
export async function recordAttendance(db: Db, actor: Actor, input: AttendanceInput, now = new Date()): Promise<AttendanceRecorded> {
  const { troopId } = actor;
  requireUuid(input.scoutId, "Scout");
  requireUuid(input.eventId, "Event");
  return db.transaction(async (tx) => {
    const [scout] = await lockScouts(tx, troopId, [input.scoutId]);
    if (!scout) throw notFound("Scout");
    await requireOwnPatrol(tx, actor, scout.id);
    const [event] = await tx
      .select({ id: events.id, title: events.title, startDate: events.startDate })
      .from(events)
      .where(and(eq(events.id, input.eventId), eq(events.troopId, troopId), isNull(events.deletedAt)));
    if (!event) throw notFound("Event");
    if (!eventHasStarted(event.startDate, now)) {
      throw new HttpError(400, ATTENDANCE_MESSAGES.notStarted, { eventId: ATTENDANCE_MESSAGES.notStarted });
    }

    const [previous] = await tx
      .select({ status: attendance.status })
      .from(attendance)
      .where(and(eq(attendance.scoutId, scout.id), eq(attendance.eventId, event.id)));

    const recordedAt = input.recordedAt ? new Date(input.recordedAt) : now;
    const update: Partial<typeof attendance.$inferInsert> = { status: input.status, recordedAt };
    // Notes left out of the request keep what was saved before.
    if (input.notes !== undefined) update.notes = input.notes;
    const [row] = await tx
      .insert(attendance)
      .values({ troopId, scoutId: scout.id, eventId: event.id, status: input.status, notes: input.notes ?? null, recordedAt })
      .onConflictDoUpdate({
        target: [attendance.scoutId, attendance.eventId],
        set: update,
        setWhere: lt(attendance.recordedAt, sql`excluded.recorded_at`),
      })
      .returning();
    if (!row) {
      const [standing] = await tx
        .select()
        .from(attendance)
        .where(and(eq(attendance.scoutId, scout.id), eq(attendance.eventId, event.id)));
      if (!standing) throw new Error("attendance upsert kept a record that is not there");
      return { ...toRecord({ ...standing, scoutName: scout.name, eventTitle: event.title }), superseded: true };
    }

    if (row.status === "present" && previous?.status !== "present") {
      await recordActivities(tx, [
        {
          troopId,
          scoutId: scout.id,
          activityType: "event_participation",
          title: `Attended ${event.title}`,
          description: `${scout.name} was at ${event.title}.`,
          points: ACTIVITY_POINTS.eventPresent,
          metadata: { eventId: event.id, eventTitle: event.title, attendanceId: row.id },
        },
      ]);
    }
    return { ...toRecord({ ...row, scoutName: scout.name, eventTitle: event.title }), superseded: false };
  });
}
