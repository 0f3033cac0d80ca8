import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';
import { ChatOutbox, newChatKey } from './chat-outbox.ts';
import { OfflineError, type RoomApi } from './room-api.ts';
import type { RoomParts, RoomStore } from './room-state.ts';

export type RoomChatDeps = {
  store: RoomStore;
  api: Pick<RoomApi, 'initialChat' | 'sendChat' | 'uploadChatFile'>;
  /** The room's media pieces once it is entered (the stream is told which messages it has). */
  parts(): RoomParts | null;
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
};

/**
 * The room's chat: messages as they come (each once), the unread count while the chat is
 * closed, the history loaded on first opening, and sending (through the outbox when offline).
 */
export class RoomChat {
  private loaded = false;
  private readonly outbox: ChatOutbox;

  constructor(private readonly deps: RoomChatDeps) {
    this.outbox = new ChatOutbox({
      send: async (m) => this.receive(await deps.api.sendChat(m.text, m.key)),
      changed: (outbox) => deps.store.set({ outbox }),
      left: () => deps.store.getSnapshot().localLeft,
      timers: deps.timers,
    });
  }

  /** A message from the stream, the polls or our own send. */
  receive(m: ChatMessage) {
    const s = this.deps.store.getSnapshot();
    if (s.messages.some((x) => x.id === m.id)) return;
    const fromOther = m.sender_role !== s.role;
    this.deps.store.set({
      messages: [...s.messages, m],
      unread: fromOther && !s.chatOpen ? s.unread + 1 : s.unread,
    });
  }

  lastMessageId(): number {
    return this.deps.store.getSnapshot().messages.reduce((max, m) => Math.max(max, m.id), 0);
  }

  /** Opens the chat: the first 100 messages are loaded once, and the badge clears. */
  async open() {
    const { store } = this.deps;
    store.set({ chatOpen: true, unread: 0 });
    if (this.loaded) return;
    try {
      const initial = await this.deps.api.initialChat();
      this.loaded = true;
      const known = new Set(initial.map((m) => m.id));
      const later = store.getSnapshot().messages.filter((m) => !known.has(m.id));
      const messages = [...initial, ...later].sort((a, b) => a.id - b.id);
      store.set({ messages });
      this.deps.parts()?.signalling.setChat(store.getSnapshot().bothPresent, this.lastMessageId());
    } catch {
      // Chat failures are only logged; the stream still brings new messages.
    }
  }

  close() {
    this.deps.store.set({ chatOpen: false });
  }

  /**
   * Sends one text message; false when it was not sent (the caller keeps the text). Without a
   * network it waits in the outbox (true: the text is taken) and goes out with the messages
   * typed after it, in order, once the server answers again.
   */
  async send(text: string): Promise<boolean> {
    const { store } = this.deps;
    const trimmed = text.trim();
    if (!trimmed || store.getSnapshot().sending) return false;
    const message = { key: newChatKey(), text: trimmed };
    if (!this.outbox.empty) {
      this.outbox.add(message);
      return true;
    }
    store.set({ sending: true });
    try {
      this.receive(await this.deps.api.sendChat(trimmed, message.key));
      return true;
    } catch (err) {
      if (!(err instanceof OfflineError)) return false;
      this.outbox.add(message);
      return true;
    } finally {
      store.set({ sending: false });
    }
  }

  /** Sends what waits in the outbox (the network is back). */
  flush() {
    return this.outbox.flush();
  }

  async sendFile(file: File): Promise<boolean> {
    const { store } = this.deps;
    if (store.getSnapshot().sending) return false;
    store.set({ sending: true });
    try {
      this.receive(await this.deps.api.uploadChatFile(file));
      return true;
    } catch {
      return false;
    } finally {
      store.set({ sending: false });
    }
  }

  stop() {
    this.outbox.stop();
  }
}
