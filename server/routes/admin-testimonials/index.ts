import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import {
  contentListQuerySchema,
  testimonialListResponse,
  testimonialResponse,
  testimonialSchema,
  visibilitySchema,
} from '../../../common/schemas/admin-content.ts';
import { adminErrors, adminOnly, idParams } from '../admin-route.ts';
import { presentTestimonialAnswer, presentTestimonialPage } from './admin-testimonials.presenter.ts';
import {
  createTestimonial,
  listTestimonials,
  setTestimonialHidden,
  updateTestimonial,
} from './admin-testimonials.service.ts';

const tags = ['admin'];

/** The admin's testimonials: hidden (is_deleted) instead of deleted. Admins only. */
export const adminTestimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = () => app.database.db;

  app.get(
    API.adminTestimonials,
    {
      schema: {
        summary: 'All testimonials, hidden ones included, newest first, paginated',
        tags,
        querystring: contentListQuerySchema,
        response: { 200: testimonialListResponse, ...adminErrors },
      },
    },
    async (req) => presentTestimonialPage(await listTestimonials(db(), req.query)),
  );

  app.post(
    API.adminTestimonials,
    {
      schema: {
        summary: 'Add a testimonial (shown on the site)',
        tags,
        body: testimonialSchema,
        response: { 200: testimonialResponse, ...adminErrors },
      },
    },
    async (req) => presentTestimonialAnswer(await createTestimonial(db(), req.body)),
  );

  app.put(
    `${API.adminTestimonials}/:id`,
    {
      schema: {
        summary: 'Edit a testimonial',
        tags,
        params: idParams,
        body: testimonialSchema,
        response: { 200: testimonialResponse, ...adminErrors },
      },
    },
    async (req) => presentTestimonialAnswer(await updateTestimonial(db(), req.params.id, req.body)),
  );

  app.put(
    `${API.adminTestimonials}/:id/visibility`,
    {
      schema: {
        summary: 'Hide a testimonial from the site (is_deleted = 1) or show it again',
        tags,
        params: idParams,
        body: visibilitySchema,
        response: { 200: testimonialResponse, ...adminErrors },
      },
    },
    async (req) => presentTestimonialAnswer(await setTestimonialHidden(db(), req.params.id, req.body.hidden)),
  );
};
