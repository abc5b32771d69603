import type { TestProject } from "vitest/node";
import { createDatabaseTemplate } from "./database-template";

/** Once per run: the migrated database every test file's database is copied from. */
export default async function setup(project: TestProject) {
  const { template, remove } = await createDatabaseTemplate();
  project.provide("databaseTemplate", template);
  return remove;
}
