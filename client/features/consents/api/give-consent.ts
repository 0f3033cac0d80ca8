import { API } from '../../../../common/api.ts';
import type { consentAnswer, giveConsentSchema } from '../../../../common/schemas/consents.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { CONSENTS_KEY } from './consents-key.ts';

/** POST /consents: one choice for a student (a child's by their guardian, an adult's by themself). */
export const giveConsent = apiClient.postTo<typeof consentAnswer, typeof giveConsentSchema>(API.consents);

export const useGiveConsent = () => useRefreshingMutation(CONSENTS_KEY, giveConsent);
