/**
 * The snackbar text when choosing an office fails: an office whose licence awaits approval has
 * its own message (decision 141); otherwise the server's message when it is a text key of the
 * dictionaries, else SPEC 8's "could not set this office" in the chosen language (issue 15: the
 * server's English sentence was shown in every language).
 */
export function setOfficeFailureMessage(
  code: string | undefined,
  serverMessage: string | undefined,
): string {
  if (code === 'license_not_approved') return 'errors.order_on_behalf.office_not_approved';
  const isTextKey = serverMessage !== undefined && /^[a-z_]+(\.[a-z_]+)+$/.test(serverMessage);
  return isTextKey ? serverMessage : 'errors.order_on_behalf.set_office_failed';
}
