/**
 * Every live-class answer (and the recordings' class calls): `{ success, data, message }`, the
 * contract's `liveResponse`. Refusals are the error handler's ('live' envelope).
 */
export const liveAnswer = <Data>(data: Data, message: string, success = true) => ({
  success,
  data,
  message,
});
