// The header's navigation, in the order the school's menu has always had.
export const NAV_ITEMS = [
  { to: '/', label: 'HOME' },
  { to: '/about-us', label: 'ABOUT US' },
  { to: 'courses', label: 'COURSES' },
  { to: '/hsm-offline', label: 'HSM OFFLINE' },
  { to: '/admission-form', label: 'ADMISSION' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'CONTACT' },
] as const;
