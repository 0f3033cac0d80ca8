import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { testimonialsResponse } from '../../../common/schemas/site-content.ts';
import { presentTestimonials } from './testimonials.presenter.ts';
import { listTestimonials } from './testimonials.service.ts';

export const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.testimonials,
    {
      schema: {
        summary: 'Testimonials of the testimonials slider',
        tags: ['site'],
        response: { 200: testimonialsResponse },
      },
    },
    async () => presentTestimonials(await listTestimonials(app.database.db)),
  );
};
