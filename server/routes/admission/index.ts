import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';
import { HONEYPOT_FIELD } from '../../../common/schemas/field-rules.ts';
import { formAccepted } from '../../../common/schemas/form-answer.ts';
import { readForm } from '../../plugins/forms.ts';
import { presentAdmissionThanks } from './admission.presenter.ts';
import { FILE_FIELDS, parseAdmission, storeAdmission } from './admission.service.ts';
import { admissionDescription } from './schema.ts';

export const admissionRoutes: FastifyPluginAsyncZod<{
  perMinute: number;
  notify: { to: string; schoolName: string };
  timeZone: string;
}> = async (app, { perMinute, notify, timeZone }) => {
  app.post(
    API.admissionForm,
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Admission form (SUBMIT_FORM): stores the application with its files',
        description: admissionDescription,
        tags: ['forms'],
        consumes: ['multipart/form-data'],
        response: {
          200: formAccepted,
          400: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req) => {
      const form = await readForm(req, FILE_FIELDS);
      // A filled honeypot is a bot: it is told all went well, and nothing is kept.
      if (form.fields[HONEYPOT_FIELD]) return presentAdmissionThanks();
      const application = parseAdmission(form, timeZone);
      await storeAdmission(app.database.db, application, form.files, notify);
      app.mailOutbox?.kick();
      return presentAdmissionThanks();
    },
  );
};
