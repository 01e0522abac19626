/** The office a change applies to, as the caller's session or staff's scope resolved it. */
export interface MemberOffice {
  id: number;
  organisationId: number;
  custNo: string;
  companyName: string;
}
