/**
 * Option labels of SPEC 3 "Profile fields". Source keys are the stored codes so a value maps to
 * its label directly; role and employment keys are snake_case forms of the stored English labels.
 */
export const professional = {
  roles: {
    maternity_assistant: 'Maternity assistant',
    lactation_specialist: 'Lactation specialist',
    nurse: 'Nurse',
    pediatric_nurse: 'Pediatric nurse',
    neonatal_nurse: 'Neonatal nurse',
    student: 'Student',
    pharmacist: 'Pharmacist',
    gynecologist: 'Gynecologist',
    researcher: 'Researcher',
    midwife: 'Midwife',
    neonatologist: 'Neonatologist',
    obstetrician: 'Obstetrician',
    pediatrician: 'Pediatrician',
  },
  emp_types: {
    hospital: 'Hospital',
    freelance: 'Freelance',
    public_clinic: 'Employed in a public clinic',
    practice: 'Employed in a practice',
    employed_and_freelance: 'Employed and freelance',
    expectant_midwife: 'Expectant midwife',
    pharmacy: 'Pharmacy',
  },
  sources: {
    PRINTED_AD: 'Printed advertisement',
    EMAIL_NEWSLETTER: 'E-mail newsletter',
    PRINTED_FLYER: 'Printed flyer',
    PERSON_CONGRESS: 'In person at a congress',
    PERSON_LUNCH_LEARN: 'In person at a lunch and learn',
    COLLEGA: 'Through a colleague',
    CALENDER: 'Calendar',
    BOOK: 'Book',
    EDUCATION: 'Education or training',
  },
  newsletter: {
    label: 'Subscribe to our newsletter',
    text: 'We send our newsletter at most 8 times a year. You can unsubscribe at any time.',
    SUBSCRIBED: 'Subscribed',
    NOT_SUBSCRIBED: 'Not subscribed',
  },
};
