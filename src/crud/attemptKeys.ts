// The Idempotency-Key of a money write (docs/api-money.md "Idempotent money writes"): one key per attempt at a body.
// A double click, or a retry of the same body after a lost answer or a refusal, reuses the key (the server answers
// what the first got, and writes nothing twice); another body gets a new key; an answer received ends the attempt,
// so the next submission of the form, even with the same values, is a write of its own.
export type AttemptKeys = {
  keyFor: (target: string, values: unknown) => string; // target: the method and path, 'post expenses'
  settled: (target: string) => void;
};

export const createAttemptKeys = (newKey: () => string = () => crypto.randomUUID()): AttemptKeys => {
  const attempts = new Map<string, { body: string; key: string }>();
  return {
    keyFor: (target, values) => {
      const body = JSON.stringify(values ?? null);
      const last = attempts.get(target);
      if (last?.body === body) return last.key;
      const key = newKey();
      attempts.set(target, { body, key });
      return key;
    },
    settled: (target) => {
      attempts.delete(target);
    },
  };
};
