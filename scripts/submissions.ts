// `npm run submissions [count]`: the latest contact messages and admission applications
// (default 10 of each) from the configured database, with their files and mail notices.
// With the embedded database, run it while the server is stopped (one process at a time).
import { count, desc, inArray, isNull } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { admissionApplications, admissionFiles, contactMessages, mailOutbox } from '../server/db/schema.ts';

const limit = Number(process.argv[2] ?? 10) || 10;
const config = loadConfig();
const { db, close } = await openDatabase(config.database);
const when = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16);
try {
  const messages = await db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit);
  console.log(`Contact messages (latest ${messages.length}):`);
  for (const m of messages) {
    console.log(`\n#${m.id}  ${when(m.createdAt)}  ${m.name} <${m.email}>  ${m.phone}`);
    console.log(`  ${m.message.replace(/\n/g, '\n  ')}`);
  }

  const apps = await db
    .select()
    .from(admissionApplications)
    .orderBy(desc(admissionApplications.id))
    .limit(limit);
  const files = apps.length
    ? await db
        .select({
          applicationId: admissionFiles.applicationId,
          field: admissionFiles.field,
          fileName: admissionFiles.fileName,
          sizeBytes: admissionFiles.sizeBytes,
        })
        .from(admissionFiles)
        .where(
          inArray(
            admissionFiles.applicationId,
            apps.map((a) => a.id),
          ),
        )
    : [];
  console.log(`\nAdmission applications (latest ${apps.length}):`);
  for (const a of apps) {
    console.log(`\n#${a.id}  ${when(a.createdAt)}  ${a.fullName} <${a.email}>  ${a.contactNumber}`);
    console.log(
      `  ${a.gender}, born ${a.dob} (age ${a.age}), ${a.city}, ${a.country}; pays ${a.paymentMethod}`,
    );
    console.log(`  courses: ${a.selectedCourses.map((c) => `${c.course} (${c.type})`).join(', ')}`);
    for (const f of files.filter((x) => x.applicationId === a.id))
      console.log(`  file ${f.field}: ${f.fileName} (${Math.ceil(f.sizeBytes / 1024)} KB)`);
  }

  const [pending] = await db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
  console.log(`\nMail notices waiting in the outbox: ${pending?.n ?? 0}`);
} finally {
  await close();
}
