import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

const JOB_COLUMNS = `"id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "updated_at", "created_at"`

/**
 * `payload_jobs` again with AUTOINCREMENT (written by hand: Payload's schema has no word for it),
 * so a deleted job's id is never given to a new one. Payload's runner can pick a job that
 * another runner is already on; the one that finishes last writes to the job's id after the
 * first has deleted it, and on a reused id that would mark another job (another mail) done.
 * PostgreSQL's sequences never reuse an id.
 */
const jobsTable = (name: string, autoincrement: boolean) => `CREATE TABLE \`${name}\` (
  	\`id\` integer PRIMARY KEY${autoincrement ? ' AUTOINCREMENT' : ''} NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL${autoincrement ? ',\n  	`meta` text' : ''}
  );`

const JOB_INDEXES = [
  'completed_at',
  'total_tried',
  'has_error',
  'task_slug',
  'queue',
  'wait_until',
  'processing',
  'updated_at',
  'created_at',
]

async function rebuildJobs(db: MigrateUpArgs['db'], autoincrement: boolean) {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql.raw(jobsTable('__new_payload_jobs', autoincrement)))
  await db.run(
    sql.raw(
      `INSERT INTO \`__new_payload_jobs\`(${JOB_COLUMNS}) SELECT ${JOB_COLUMNS} FROM \`payload_jobs\`;`,
    ),
  )
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_jobs\` RENAME TO \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  for (const column of JOB_INDEXES)
    await db.run(
      sql.raw(
        `CREATE INDEX IF NOT EXISTS \`payload_jobs_${column}_idx\` ON \`payload_jobs\` (\`${column}\`);`,
      ),
    )
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await rebuildJobs(db, true)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await rebuildJobs(db, false)
}
