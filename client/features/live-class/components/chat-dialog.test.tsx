import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';
import { ChatDialog } from './chat-dialog.tsx';

const message = (p: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  sender_id: 1,
  sender_name: 'Tara Teacher',
  sender_role: 'teacher',
  message_type: 'text',
  message_content: 'Hello',
  file_path: null,
  file_name: null,
  file_size: null,
  mime_type: null,
  created_at: '2026-01-01T10:00:00Z',
  ...p,
});

function renderChat(messages: ChatMessage[], onSend = vi.fn(async () => true)) {
  const onSendFile = vi.fn(async () => true);
  render(
    <ChatDialog
      open
      onOpenChange={() => {}}
      messages={messages}
      myRole="student"
      sending={false}
      onSend={onSend}
      onSendFile={onSendFile}
    />,
  );
  return { onSend, onSendFile };
}

describe('ChatDialog', () => {
  it('invites the first message when there is none', () => {
    renderChat([]);
    expect(screen.getByRole('dialog', { name: 'Live Chat' })).toBeInTheDocument();
    expect(screen.getByText('No messages yet. Start the conversation!')).toBeInTheDocument();
  });

  it('sends on Enter, never sends blank text, and clears the box', async () => {
    const { onSend } = renderChat([]);
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Can we try the scale again?{Enter}');
    expect(onSend).toHaveBeenCalledWith('Can we try the scale again?');
    expect(box).toHaveValue('');
  });

  it('gives the text back when the send fails', async () => {
    renderChat(
      [],
      vi.fn(async () => false),
    );
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, 'Not delivered');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(box).toHaveValue('Not delivered');
  });

  it('shows files as an image, players or a download link', () => {
    renderChat([
      message({ id: 1, message_type: 'image', file_path: '/api/chat_files/1', file_name: 'chord.png' }),
      message({ id: 2, message_type: 'audio', file_path: '/api/chat_files/2', file_name: 'take.mp3' }),
      message({ id: 3, message_type: 'video', file_path: '/api/chat_files/3', file_name: 'bow.mp4' }),
      message({ id: 4, message_type: 'document', file_path: '/api/chat_files/4', file_name: 'sheet.pdf' }),
    ]);
    expect(screen.getByRole('img', { name: 'chord.png' })).toHaveAttribute('src', '/api/chat_files/1');
    expect(screen.getByLabelText('take.mp3').tagName).toBe('AUDIO');
    expect(screen.getByLabelText('bow.mp4').tagName).toBe('VIDEO');
    expect(screen.getByRole('link', { name: 'sheet.pdf' })).toHaveAttribute('href', '/api/chat_files/4');
  });

  it('accepts only the spec file types', () => {
    renderChat([]);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/*,video/*,audio/*,.pdf,.doc,.docx,.txt,.xlsx,.xls,.ppt,.pptx');
  });

  it('sends a file picked through the Attach File control, reachable by keyboard', async () => {
    const { onSendFile } = renderChat([]);
    const input = screen.getByLabelText('Attach File');
    for (let i = 0; i < 5 && document.activeElement !== input; i++) await userEvent.tab();
    expect(input).toHaveFocus();
    const file = new File(['notes'], 'scales.txt', { type: 'text/plain' });
    await userEvent.upload(input, file);
    expect(onSendFile).toHaveBeenCalledWith(file);
  });
});
