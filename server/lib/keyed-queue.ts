// One at a time per key, in this process: `run(key, work)` starts `work` once every earlier work of the same key has
// settled; works of other keys do not wait. POST addPayment queues a student's payments here before it takes a
// database connection, so that ten payments of one student (a retry storm, a double click times five) wait in
// memory, not on the student's advisory lock holding ten connections of the pool, which would stall every other
// student's payment. The advisory lock stays: it serialises across server processes.
export const createKeyedQueue = () => {
  const tails = new Map<number, Promise<unknown>>();
  return <Result>(key: number, work: () => Promise<Result>): Promise<Result> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
};
