import { useQuery } from '@tanstack/react-query';
import { getInstafeeds } from '../api/get-instafeeds.ts';

export function useInstafeeds() {
  return useQuery({ queryKey: ['instafeeds'], queryFn: getInstafeeds });
}
