import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { HONEYPOT_FIELD } from '../../../common/schemas/field-rules.ts';
import { formAccepted } from '../../../common/schemas/form-answer.ts';
import { readForm } from '../../plugins/forms.ts';
import { presentContactThanks } from './contact.presenter.ts';
import { parseContact, storeContact } from './contact.service.ts';
import { contactDescription } from './schema.ts';

export const contactRoutes: FastifyPluginAsyncZod<{
  perMinute: number;
  notify: { to: string; schoolName: string };
}> = async (app, { perMinute, notify }) => {
  app.post(
    API.contactForm,
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Contact form: stores the message and notifies the school',
        description: contactDescription,
        tags: ['forms'],
        consumes: ['multipart/form-data'],
        response: { 200: formAccepted, 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req) => {
      const { fields } = await readForm(req, []);
      // A filled honeypot is a bot: it is told all went well, and nothing is kept.
      if (fields[HONEYPOT_FIELD]) return presentContactThanks();
      const message = parseContact(fields);
      await storeContact(app.database.db, message, notify);
      app.mailOutbox?.kick();
      return presentContactThanks();
    },
  );
};
