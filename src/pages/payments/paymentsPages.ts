import type { PageEntry } from '../../routes/pages';

// The payments area of money.md §2: adding a payment, the payments list and the payment details.
export const paymentsPages: PageEntry[] = [
  {
    path: '/payments/new',
    title: 'Внести оплату',
    subject: 'Payment',
    action: 'manage',
    menuSection: 'Внести оплату',
    homeGroup: 'finance',
    icon: 'pricing',
    load: () => import('./new/NewPaymentPage'),
  },
  {
    path: '/payments/history',
    resources: ['payments-history'],
    title: 'Платежи',
    subject: 'Payment',
    action: 'manage',
    menuSection: 'Платежи',
    homeGroup: 'finance',
    icon: 'paymentHistory',
    load: () => import('./history/PaymentsHistoryPage'),
  },
  {
    path: '/payments/details-history',
    title: 'Детали платежей',
    subject: 'Payment',
    action: 'manage',
    menuSection: 'Платежи',
    icon: 'paymentDetails',
    load: () => import('./details/PaymentDetailsHistoryPage'),
  },
];
