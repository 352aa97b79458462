// The refusal of an Idempotency-Key sent again with another request (docs/api-money.md "Idempotent money writes");
// POST addPayment says 'платежа' instead (IDEMPOTENCY_KEY_REUSED of resources/payment-new.ts).
export const IDEMPOTENCY_KEY_REUSED_FOR_REQUEST = 'Этот ключ идемпотентности уже использован для другого запроса';
