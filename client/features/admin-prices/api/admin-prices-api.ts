import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { priceListResponse, priceResponse, setPriceSchema } from '../../../../common/schemas/prices.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

const KEY = ['admin-prices'] as const;

export const fetchPrices = () => apiClient.get<typeof priceListResponse>(API.adminPrices);

export const usePrices = () => useQuery({ queryKey: KEY, queryFn: fetchPrices });

/** One price, the amount as the admin typed it (the server reads it, or says what is wrong). */
export const setPrice = ({
  course,
  planType,
  amount,
}: {
  course: string;
  planType: string;
  amount: string;
}) =>
  apiClient.putJson<typeof priceResponse, typeof setPriceSchema>(`${API.adminPrices}/${course}/${planType}`, {
    amount,
  });

export const useSetPrice = () => useRefreshingMutation(KEY, setPrice);
