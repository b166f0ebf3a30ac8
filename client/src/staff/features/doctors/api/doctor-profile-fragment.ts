import { graphql } from '../../../graphql/__generated__/gql';

export const doctorProfileFragment = graphql(`
  fragment DoctorProfileFields_doctor on DeskDoctorProfile {
    id
    slug
    name
    specialization
    qualification
    registrationNumber
    experienceYears
    consultationFee
    image
    bio
    expertise
    languages
    conditions
    consultationModes
    isAvailable
    slotMinutes
    workingPlan {
      weekday
      start
      end
      breaks {
        start
        end
      }
    }
    daysOff
    hindi {
      name
      specialization
      qualification
      bio
      expertise
      languages
    }
  }
`);
