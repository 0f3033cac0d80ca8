import type { z } from 'zod';
import type {
  ContactMessageItem,
  messageListResponse,
  messageResponse,
} from '../../../common/schemas/admin-submissions.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import { isoOrNull } from '../../db/handled.ts';
import { presentPage } from '../admin-presenter.ts';
import type { ContactMessage } from './admin-messages.service.ts';

const presentMessage = (message: ContactMessage): ContactMessageItem => ({
  id: message.id,
  name: message.name,
  email: message.email,
  phone: message.phone,
  message: message.message,
  createdAt: message.createdAt.toISOString(),
  handledAt: isoOrNull(message.handledAt),
});

/** One page of contact messages: `{ result, Messages, total, page, pageSize }`. */
export const presentMessagePage = (page: Page<ContactMessage>): z.infer<typeof messageListResponse> =>
  presentPage('Messages', page, presentMessage);

/** The message an admin marked handled or open: `{ result, Message }`. */
export const presentMessageAnswer = (message: ContactMessage): z.infer<typeof messageResponse> => ({
  result: true,
  Message: presentMessage(message),
});
