import { HttpError } from '../../platform/http/errors.js';

/**
 * 404 for a member or invitation that is not the office's (decision 330): another office's
 * answers as a missing one, never 403, so nothing of it leaks.
 */
export class MemberNotFoundError extends HttpError {
  override readonly name = 'MemberNotFoundError';
  constructor() {
    super(404, 'member_not_found', 'No member of your office with this id');
  }
}

export class InvitationNotFoundError extends HttpError {
  override readonly name = 'InvitationNotFoundError';
  constructor() {
    super(404, 'invitation_not_found', 'No open invitation of your office with this id');
  }
}

/** An invitation link that is unknown, used, revoked or expired. */
export class InvitationInvalidError extends HttpError {
  override readonly name = 'InvitationInvalidError';
  constructor() {
    super(404, 'invitation_invalid', 'This invitation link is invalid, used or expired');
  }
}
