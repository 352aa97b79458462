import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplate, type DatabaseTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

// Once per run of the API project: the seeded database the test files copy (server/test/app.ts).
export default async function setup(project: TestProject) {
  const { template, remove } = await buildDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
