import { ROOM_TEXT, type RoomParts, type RoomStore } from './room-state.ts';

/** Sharing the screen in place of the camera: the capture, the peer told, the camera back after. */
export class ScreenShare {
  constructor(private readonly deps: { store: RoomStore; parts(): RoomParts | null }) {}

  async start() {
    const { store } = this.deps;
    const parts = this.deps.parts();
    if (!parts || store.getSnapshot().sharing) return;
    store.set({ screenError: null });
    try {
      const track = await parts.media.startScreen();
      store.set({ sharing: true });
      await parts.peer.shareScreen(track);
    } catch (err) {
      // The user sees the general message; the browser's own reason is kept for whoever debugs it.
      console.error('Screen sharing failed:', err);
      parts.media.stopScreen();
      store.set({ sharing: false, screenError: ROOM_TEXT.screenFailed });
    }
  }

  /** Stop button or the browser ending the share: the camera goes back and the peer is told. */
  async stop() {
    const { store } = this.deps;
    const parts = this.deps.parts();
    if (!parts || !store.getSnapshot().sharing) return;
    store.set({ sharing: false });
    await parts.peer.stopScreenShare(parts.media.stopScreen()).catch(() => {});
  }
}
