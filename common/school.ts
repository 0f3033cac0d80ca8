import { z } from 'zod';
import { isValidTimeZone } from './school-time.ts';

// The school's public facts. Read once from the environment (server config and the
// website build), with demo defaults on reserved example values.
export const schoolSettingsSchema = z.object({
  SCHOOL_NAME: z.string().min(1).default('Harmony School of Music'),
  SCHOOL_SHORT_NAME: z.string().min(1).default('HSM'),
  SCHOOL_SITE_URL: z.url().default('http://localhost:3000'),
  SCHOOL_PHONE_PRIMARY: z.string().min(5).default('+1 555 0100 100'),
  SCHOOL_PHONE_SECONDARY: z.string().min(5).default('+1 555 0100 101'),
  SCHOOL_EMAIL_GENERAL: z.email().default('info@example.com'),
  SCHOOL_EMAIL_FOUNDER: z.email().default('founder@example.com'),
  // Digits only, with country code, as the messaging app's click-to-chat links need it.
  SCHOOL_MESSAGING_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'digits only, with country code')
    .default('15550100100'),
  SCHOOL_ADDRESS: z.string().min(5).default('12 Example Street, Demo City'),
  SCHOOL_MAP_EMBED_URL: z.string().default(''),
  SOCIAL_VIDEO_URL: z.url().default('https://video.example.com/harmony-school'),
  SOCIAL_PHOTO_URL: z.url().default('https://photos.example.com/harmony-school'),
  SOCIAL_NETWORK_URL: z.url().default('https://social.example.com/harmony-school'),
  // Three instant-payment options of the admission page (recipient, payment id, label).
  // The QR codes are generated from these; the demo ids are fictitious.
  PAYMENT_1_LABEL: z.string().min(1).default('UPI option 1'),
  PAYMENT_1_NAME: z.string().min(1).default('Harmony School of Music (demo)'),
  PAYMENT_1_ID: z.string().min(3).default('harmony.demo1@exampleupi'),
  PAYMENT_2_LABEL: z.string().min(1).default('UPI option 2'),
  PAYMENT_2_NAME: z.string().min(1).default('Harmony School of Music (demo)'),
  PAYMENT_2_ID: z.string().min(3).default('harmony.demo2@exampleupi'),
  PAYMENT_3_LABEL: z.string().min(1).default('UPI option 3'),
  PAYMENT_3_NAME: z.string().min(1).default('Harmony Music Academy (demo)'),
  PAYMENT_3_ID: z.string().min(3).default('harmony.demo3@exampleupi'),
  /** Every 'today' of the product is a day here; the website knows it for the admission form's age rule. */
  SCHOOL_TIME_ZONE: z.string().refine(isValidTimeZone, 'not a known time zone').default('Asia/Kolkata'),
  LOGIN_URL: z.string().min(1).default('/login'),
  DASHBOARD_URL: z.string().min(1).default('/dashboard'),
});

export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

export type School = {
  name: string;
  shortName: string;
  siteUrl: string;
  phones: { primary: string; secondary: string };
  emails: { general: string; founder: string };
  messagingNumber: string;
  address: string;
  mapEmbedUrl: string;
  social: { video: string; photo: string; network: string };
  loginUrl: string;
  dashboardUrl: string;
  payments: PaymentOption[];
  /** IANA zone of the school's calendar (SCHOOL_TIME_ZONE). */
  timeZone: string;
};

export type PaymentOption = { label: string; name: string; id: string };

export function toSchool(s: SchoolSettings): School {
  return {
    name: s.SCHOOL_NAME,
    shortName: s.SCHOOL_SHORT_NAME,
    siteUrl: s.SCHOOL_SITE_URL.replace(/\/$/, ''),
    phones: { primary: s.SCHOOL_PHONE_PRIMARY, secondary: s.SCHOOL_PHONE_SECONDARY },
    emails: { general: s.SCHOOL_EMAIL_GENERAL, founder: s.SCHOOL_EMAIL_FOUNDER },
    messagingNumber: s.SCHOOL_MESSAGING_NUMBER,
    address: s.SCHOOL_ADDRESS,
    mapEmbedUrl: s.SCHOOL_MAP_EMBED_URL,
    social: { video: s.SOCIAL_VIDEO_URL, photo: s.SOCIAL_PHOTO_URL, network: s.SOCIAL_NETWORK_URL },
    loginUrl: s.LOGIN_URL,
    dashboardUrl: s.DASHBOARD_URL,
    timeZone: s.SCHOOL_TIME_ZONE,
    payments: [
      { label: s.PAYMENT_1_LABEL, name: s.PAYMENT_1_NAME, id: s.PAYMENT_1_ID },
      { label: s.PAYMENT_2_LABEL, name: s.PAYMENT_2_NAME, id: s.PAYMENT_2_ID },
      { label: s.PAYMENT_3_LABEL, name: s.PAYMENT_3_NAME, id: s.PAYMENT_3_ID },
    ],
  };
}
