// The directory's API answers as the journeys read them, shared by find-care.spec.ts and reviews.spec.ts.
import type { StackInfo } from '../fixtures';
import { apiKeyOf } from './accounts';

export type Card = { id: string; firstName: string; middleName: string | null; lastName: string; lastNameNe?: string | null; experienceYears: number; consultationFeePaisa: number; ratingAvg: number; votes: number };

export type Details = Card & {
  biography: string;
  clinics: { name: string; latitude: number | null }[];
  healthFeed: { title: string }[];
};

export async function api<T>(stack: StackInfo, path: string, token?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': await apiKeyOf(stack.appUrl) };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const res = await fetch(`${stack.appUrl}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}
