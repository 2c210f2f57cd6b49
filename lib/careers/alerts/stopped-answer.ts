/** On the unsubscribe page's address right after its button (`?done=stopped`): the answer to say. */
export const STOPPED_ANSWER = { name: 'done', value: 'stopped' } as const;
