import type { Readable } from 'node:stream';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { ChatFileKind } from '../../../../common/live-class-files.ts';
import type { CHAT_MESSAGE_TYPES } from '../../../../common/schemas/live-class/chat.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { Db } from '../../../db/database.ts';
import { preparedFor } from '../../../db/prepared.ts';
import { classChatFiles, classChatMessages, users } from '../../../db/schema.ts';
import type { Carried, EventBus } from '../../../plugins/events.ts';
import type { BlobStore } from '../../../storage/blob-store.ts';
import type { Member } from '../class-gate.ts';
import { inClassOrder, insertInClassOrder } from '../class-order.ts';
import { chatFileKey } from './chat-file-store.ts';

/** The most messages one read returns. */
export const CHAT_BATCH = 500;
type Deps = { db: Db; events: EventBus };

/** A stored chat message: a text, or a file (`content` then its original name). */
export type ChatEntry = {
  id: number;
  sender: { id: number; firstName: string; lastName: string; role: ClassRole };
  type: (typeof CHAT_MESSAGE_TYPES)[number];
  content: string;
  file: { name: string; sizeBytes: number; mimeType: string } | null;
  createdAt: Date;
};

/** The messages with their sender and their file's metadata (never its bytes), as ChatEntry. */
function selectMessages(db: Db) {
  return db
    .select({
      id: classChatMessages.id,
      sender: {
        id: classChatMessages.senderId,
        firstName: users.firstName,
        lastName: users.lastName,
        role: classChatMessages.senderRole,
      },
      type: classChatMessages.messageType,
      content: classChatMessages.messageContent,
      // Null for a text: drizzle makes a left-joined object without a row null.
      file: {
        name: classChatFiles.fileName,
        sizeBytes: classChatFiles.sizeBytes,
        mimeType: classChatFiles.mimeType,
      },
      createdAt: classChatMessages.createdAt,
    })
    .from(classChatMessages)
    .innerJoin(users, eq(users.id, classChatMessages.senderId))
    .leftJoin(classChatFiles, eq(classChatFiles.messageId, classChatMessages.id));
}

/** The latest `limit` messages of the class, oldest first. */
export async function latestMessages(db: Db, classId: number, limit: number): Promise<ChatEntry[]> {
  const rows = await selectMessages(db)
    .where(eq(classChatMessages.classId, classId))
    .orderBy(desc(classChatMessages.id))
    .limit(limit);
  return rows.reverse();
}

// What a member's stream reads on each wake, and the answer to each message sent.
const chatAfter = preparedFor((db) =>
  selectMessages(db)
    .where(
      and(
        eq(classChatMessages.classId, sql.placeholder('classId')),
        gt(classChatMessages.id, sql.placeholder('afterId')),
      ),
    )
    .orderBy(asc(classChatMessages.id))
    .limit(CHAT_BATCH)
    .prepare('chat_after'),
);
const chatById = preparedFor((db) =>
  selectMessages(db)
    .where(eq(classChatMessages.id, sql.placeholder('id')))
    .prepare('chat_by_id'),
);

export function messagesAfter(db: Db, classId: number, afterId: number): Promise<ChatEntry[]> {
  return chatAfter(db).execute({ classId, afterId });
}

async function messageById(db: Db, id: number): Promise<ChatEntry> {
  const [row] = await chatById(db).execute({ id });
  if (!row) throw new Error('chat message not found');
  return row;
}

/** A sent file's row: its bytes are already in the store under `storageKey`. */
export type ChatFile = {
  fileName: string;
  mimeType: string;
  kind: ChatFileKind;
  sizeBytes: number;
  storageKey: string;
};

/**
 * Stores a text or file message (a file in the same transaction) and wakes the class. A text
 * with a client key this sender already used in the class is the same message sent again: the
 * first one is answered and nothing is stored (the unique key decides between the two).
 */
export async function storeMessage(
  deps: Deps,
  member: Member,
  content: { text: string; clientKey?: string } | { file: ChatFile },
): Promise<ChatEntry> {
  if ('file' in content) return messageById(deps.db, await storeFile(deps, member, content.file));
  return storeText(deps, member, content);
}

const m = classChatMessages;
const column = (c: { name: string }) => sql.identifier(c.name);
/** A stored text as its statement returns it (chatEntryOf). */
type StoredText = {
  id: number;
  sender_id: number;
  sender_role: ClassRole;
  message_content: string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
};
// The stored text with its sender's name, carried in its notice: a stream that has seen every
// notice since its last read sends it without reading it back (carriedChat).
const CARRY = sql`json_build_object('id', stored.id, 'sender', stored.sender_id, 'role', stored.sender_role,
  'content', stored.message_content, 'at', stored.created_at, 'first', stored.first_name, 'last', stored.last_name)`;

const chatEntryOf = (row: StoredText): ChatEntry => ({
  id: row.id,
  sender: { id: row.sender_id, firstName: row.first_name, lastName: row.last_name, role: row.sender_role },
  type: 'text',
  content: row.message_content,
  file: null,
  createdAt: new Date(row.created_at),
});

/** A text as its notice carried it (CARRY), or null when it is not one. */
export function carriedChat(row: Carried): ChatEntry | null {
  const { id, sender, role, content, at, first, last } = row;
  const createdAt = typeof at === 'string' ? new Date(at) : null;
  if (!Number.isInteger(id) || !Number.isInteger(sender) || !createdAt || Number.isNaN(createdAt.getTime()))
    return null;
  if ((role !== 'teacher' && role !== 'student') || typeof content !== 'string') return null;
  if (typeof first !== 'string' || typeof last !== 'string') return null;
  return chatEntryOf({
    id: id as number,
    sender_id: sender as number,
    sender_role: role,
    message_content: content,
    created_at: createdAt,
    first_name: first,
    last_name: last,
  });
}

/** A text in one statement with its wake; a resend of its client key finds the first one. */
async function storeText(
  deps: Deps,
  { cls, user, role }: Member,
  { text, clientKey = null }: { text: string; clientKey?: string | null },
): Promise<ChatEntry> {
  const wake = deps.events.publishWith(cls.id, 'chat', undefined, CARRY);
  const name = (c: { name: string }) =>
    sql`(select ${column(c)} from ${users} where ${users.id} = ${m}.${column(m.senderId)})`;
  const stored = await insertInClassOrder<StoredText>(
    deps.db,
    cls.id,
    sql`insert into ${m} (${column(m.classId)}, ${column(m.senderId)}, ${column(m.senderRole)},
        ${column(m.messageType)}, ${column(m.messageContent)}, ${column(m.clientKey)})
      select ${cls.id}::int, ${user.id}::int, ${role}, 'text', ${text}, ${clientKey} from lock
      on conflict (${column(m.classId)}, ${column(m.senderId)}, ${column(m.clientKey)}) do nothing
      returning ${column(m.id)}, ${column(m.senderId)}, ${column(m.senderRole)}, ${column(m.messageContent)},
        ${column(m.createdAt)}, ${name(users.firstName)} as first_name, ${name(users.lastName)} as last_name`,
    wake.notify,
  );
  if (stored) {
    wake.woke();
    return chatEntryOf(stored);
  }
  const [sent] = await deps.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.classId, cls.id), eq(m.senderId, user.id), eq(m.clientKey, clientKey ?? '')));
  if (!sent) throw new Error('chat message not stored');
  return messageById(deps.db, sent.id);
}

async function storeFile(deps: Deps, { cls, user, role }: Member, file: ChatFile): Promise<number> {
  // The notice commits with the message: streams take texts from their notices, in commit order.
  const wake = deps.events.publishWith(cls.id, 'chat');
  const id = await inClassOrder(deps.db, cls.id, async (tx) => {
    const [row] = await tx
      .insert(classChatMessages)
      .values({
        classId: cls.id,
        senderId: user.id,
        senderRole: role,
        messageType: file.kind,
        messageContent: file.fileName,
      })
      .returning({ id: classChatMessages.id });
    if (!row) throw new Error('chat message not stored');
    await tx.insert(classChatFiles).values({
      messageId: row.id,
      fileName: file.fileName,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      storageKey: file.storageKey,
    });
    if (wake.notify) await tx.execute(sql`select ${wake.notify}`);
    return row.id;
  });
  wake.woke();
  return id;
}

/**
 * Stores a file's bytes, then its message; bytes whose message could not be stored are deleted
 * again (a crash in between leaves an unnamed blob, never a message without its file).
 */
export async function storeFileMessage(
  deps: Deps & { store: BlobStore },
  member: Member,
  file: Omit<ChatFile, 'sizeBytes' | 'storageKey'>,
  data: Uint8Array,
): Promise<ChatEntry> {
  const storageKey = chatFileKey(member.cls.id);
  await deps.store.put(storageKey, data);
  try {
    return await storeMessage(deps, member, { file: { ...file, sizeBytes: data.byteLength, storageKey } });
  } catch (err) {
    await deps.store.delete(storageKey).catch(() => {});
    throw err;
  }
}

/** A chat file's row without its bytes (whose class it is, where the bytes are), or null. */
export async function chatFileInfo(db: Db, messageId: number) {
  const [row] = await db
    .select({
      messageId: classChatFiles.messageId,
      classId: classChatMessages.classId,
      fileName: classChatFiles.fileName,
      mimeType: classChatFiles.mimeType,
      size: classChatFiles.sizeBytes,
      storageKey: classChatFiles.storageKey,
    })
    .from(classChatFiles)
    .innerJoin(classChatMessages, eq(classChatMessages.id, classChatFiles.messageId))
    .where(eq(classChatFiles.messageId, messageId));
  return row ?? null;
}

export type ChatFileInfo = NonNullable<Awaited<ReturnType<typeof chatFileInfo>>>;

/**
 * Bytes [start, end] of a chat file: from the store, or from its row while a file sent before
 * migration 0007 waits to be moved there. Null when they are gone.
 */
export async function readChatFileBytes(
  { db, store }: { db: Db; store: BlobStore },
  file: ChatFileInfo,
  start: number,
  end: number,
): Promise<Readable | Uint8Array | null> {
  if (file.storageKey) return store.read(file.storageKey, start, end);
  const [row] = await db
    .select({ data: classChatFiles.data, storageKey: classChatFiles.storageKey })
    .from(classChatFiles)
    .where(eq(classChatFiles.messageId, file.messageId));
  if (row?.storageKey) return store.read(row.storageKey, start, end);
  return row?.data?.subarray(start, end + 1) ?? null;
}
