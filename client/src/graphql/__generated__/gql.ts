/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query BlogPost($slug: String!, $language: Language!) {\n    blogPost(slug: $slug) {\n      ...BlogCard_post\n      content(language: $language)\n      readingMinutes\n      reviewer {\n        id\n        name(language: $language)\n      }\n      relatedPosts {\n        ...BlogCard_post\n      }\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query BlogPosts($search: String, $tag: String, $language: Language!) {\n    blogPosts(search: $search, tag: $tag) {\n      ...BlogCard_post\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  fragment BlogCard_post on BlogPost {\n    id\n    slug\n    title(language: $language)\n    excerpt(language: $language)\n    inEnglish(language: $language)\n    image\n    publishedAt\n    tags {\n      id\n      name\n    }\n  }\n": typeof types.BlogCard_PostFragmentDoc,
    "\n  query BlogTags {\n    blogTags {\n      id\n      name\n    }\n  }\n": typeof types.BlogTagsDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      subscribed\n      message\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  fragment AppointmentCard_appointment on Appointment {\n    reference\n    status\n    scheduledAt\n    canCancel\n    cancelReason\n    history {\n      at\n      status\n      note\n    }\n    doctor {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n": typeof types.AppointmentCard_AppointmentFragmentDoc,
    "\n  query Appointment($reference: String!, $phone: String!, $language: Language!) {\n    appointment(reference: $reference, phone: $phone) {\n      ...AppointmentCard_appointment\n    }\n  }\n": typeof types.AppointmentDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!, $language: Language!) {\n    bookAppointment(input: $input) {\n      message\n      appointment {\n        reference\n        status\n        mode\n        scheduledAt\n        endsAt\n        doctor {\n          id\n          name(language: $language)\n          inEnglish(language: $language)\n        }\n      }\n    }\n  }\n": typeof types.BookAppointmentDocument,
    "\n  query BookingDoctors($language: Language!) {\n    doctors(available: true) {\n      id\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      inEnglish(language: $language)\n      experienceYears\n      image\n      consultationFee\n      isAvailable\n      conditions\n      consultationModes\n    }\n    bookingWindow {\n      firstDate\n      lastDate\n    }\n  }\n": typeof types.BookingDoctorsDocument,
    "\n  mutation CancelAppointment($reference: String!, $phone: String!, $language: Language!) {\n    cancelAppointment(reference: $reference, phone: $phone) {\n      ...AppointmentCard_appointment\n    }\n  }\n": typeof types.CancelAppointmentDocument,
    "\n  query Queue($doctorSlug: String!) {\n    queue(doctorSlug: $doctorSlug) {\n      doctorName\n      date\n      nowSeeing\n      next\n    }\n  }\n": typeof types.QueueDocument,
    "\n  query QueueDoctor($doctorSlug: String!, $language: Language!) {\n    doctor(slug: $doctorSlug) {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n": typeof types.QueueDoctorDocument,
    "\n  query SlotDay($doctorId: ID!, $date: String!, $condition: String, $language: Language!) {\n    slotDay(doctorId: $doctorId, date: $date, condition: $condition) {\n      date\n      reason\n      lastBookableDate\n      nextAvailableDate\n      slots {\n        time\n        displayTime\n        available\n        modes\n      }\n      otherDoctors {\n        id\n        name(language: $language)\n        inEnglish(language: $language)\n      }\n    }\n  }\n": typeof types.SlotDayDocument,
    "\n  query Doctor($id: ID, $slug: String, $language: Language!) {\n    doctor(id: $id, slug: $slug) {\n      id\n      slug\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      registrationNumber\n      experienceYears\n      image\n      bio(language: $language)\n      expertise(language: $language)\n      languages(language: $language)\n      inEnglish(language: $language)\n      isAvailable\n      consultationFee\n      slotMinutes\n      workingPlan {\n        weekday\n        start\n        end\n        breaks {\n          start\n          end\n        }\n      }\n      daysOff\n    }\n  }\n": typeof types.DoctorDocument,
    "\n  query Doctors($language: Language!) {\n    doctors {\n      id\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      experienceYears\n      image\n      isAvailable\n      consultationFee\n      expertise(language: $language)\n      inEnglish(language: $language)\n      rating {\n        average\n        count\n      }\n    }\n  }\n": typeof types.DoctorsDocument,
    "\n  query ConditionDoctors($condition: String!, $language: Language!) {\n    doctors(condition: $condition, available: true) {\n      id\n      name(language: $language)\n      qualification(language: $language)\n      inEnglish(language: $language)\n      experienceYears\n      consultationFee\n      consultationModes\n    }\n  }\n": typeof types.ConditionDoctorsDocument,
    "\n  mutation SendDataRightsCode($phone: String!, $language: Language) {\n    sendOrderLookupCode(phone: $phone, language: $language) {\n      minutes\n    }\n  }\n": typeof types.SendDataRightsCodeDocument,
    "\n  mutation VerifyDataRightsCode($phone: String!, $code: String!) {\n    verifyOrderLookupCode(phone: $phone, code: $code) {\n      token\n    }\n  }\n": typeof types.VerifyDataRightsCodeDocument,
    "\n  mutation RequestDataRights(\n    $phone: String!\n    $unlockToken: String!\n    $kind: DataRequestKind!\n    $details: String\n    $language: Language\n  ) {\n    requestDataRights(\n      phone: $phone\n      unlockToken: $unlockToken\n      kind: $kind\n      details: $details\n      language: $language\n    ) {\n      reference\n      dueAt\n    }\n  }\n": typeof types.RequestDataRightsDocument,
    "\n  query HomeFigures {\n    clinicClaims {\n      patientsTreated\n      yearsOfService\n      successRate\n      rating {\n        average\n        count\n      }\n    }\n    testimonials {\n      id\n      firstName\n      town\n      text\n      rating\n      date\n    }\n  }\n": typeof types.HomeFiguresDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      title\n      message\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n      message\n    }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  query SiteSearch($q: String!) {\n    search(q: $q) {\n      query\n      conditions {\n        ...SearchHit_hit\n      }\n      services {\n        ...SearchHit_hit\n      }\n      doctors {\n        ...SearchHit_hit\n      }\n      products {\n        ...SearchHit_hit\n      }\n      posts {\n        ...SearchHit_hit\n      }\n    }\n  }\n\n  fragment SearchHit_hit on SearchHit {\n    kind\n    id\n    title\n    summary\n    path\n  }\n": typeof types.SiteSearchDocument,
    "\n  fragment UpcomingAppointment_listing on AppointmentListing {\n    scheduledAt\n    doctorName\n    status\n  }\n": typeof types.UpcomingAppointment_ListingFragmentDoc,
    "\n  query OrdersAndAppointmentsByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      ...OrderCard_order\n    }\n    appointmentsByPhone(phone: $phone) {\n      ...UpcomingAppointment_listing\n    }\n  }\n": typeof types.OrdersAndAppointmentsByPhoneDocument,
    "\n  query UnlockedAppointment($reference: String!, $phone: String!, $language: Language!) {\n    appointment(reference: $reference, phone: $phone) {\n      reference\n      status\n      scheduledAt\n      patientFirstName\n      doctor {\n        id\n        name(language: $language)\n        inEnglish(language: $language)\n      }\n    }\n  }\n": typeof types.UnlockedAppointmentDocument,
    "\n  query CartProducts($ids: [ID!]!, $language: Language!) {\n    productsByIds(ids: $ids) {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n      price\n      images\n      stock\n      prescriptionOnly\n      variants {\n        id\n        label\n      }\n    }\n    orderLimits {\n      maxPerProduct\n    }\n  }\n": typeof types.CartProductsDocument,
    "\n  query Categories($language: Language!) {\n    categories {\n      id\n      slug\n      name(language: $language)\n      inEnglish(language: $language)\n      count\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query DeliveryAreas {\n    deliveryAreas {\n      pinCode\n      fee\n      sameDay\n    }\n  }\n": typeof types.DeliveryAreasDocument,
    "\n  mutation SendOrderLookupCode($phone: String!, $language: Language) {\n    sendOrderLookupCode(phone: $phone, language: $language) {\n      message\n      minutes\n    }\n  }\n": typeof types.SendOrderLookupCodeDocument,
    "\n  mutation VerifyOrderLookupCode($phone: String!, $code: String!) {\n    verifyOrderLookupCode(phone: $phone, code: $code) {\n      token\n      expiresAt\n    }\n  }\n": typeof types.VerifyOrderLookupCodeDocument,
    "\n  query UnlockedOrders($phone: String!, $unlockToken: String!) {\n    unlockedOrders(phone: $phone, unlockToken: $unlockToken) {\n      ...OrderCard_order\n    }\n  }\n": typeof types.UnlockedOrdersDocument,
    "\n  fragment OrderCard_order on OrderView {\n    id\n    orderNumber\n    createdAt\n    status\n    totalAmount\n    paymentMethod\n    itemCount\n    detailsIncluded\n    shippingAddress\n    cancelReason\n    prescriptionStatus\n    prescriptionNote\n    invoiceNumber\n    customer {\n      firstName\n      lastName\n      phone\n    }\n    items {\n      id\n      name\n      size\n      image\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n": typeof types.OrderCard_OrderFragmentDoc,
    "\n  query OrdersByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      ...OrderCard_order\n    }\n  }\n": typeof types.OrdersByPhoneDocument,
    "\n  query Order($orderNumber: String!, $phone: String!) {\n    order(orderNumber: $orderNumber, phone: $phone) {\n      ...OrderCard_order\n    }\n  }\n": typeof types.OrderDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNumber\n      totalAmount\n      itemsTotal\n      deliveryFee\n      paymentMethod\n      deliveryMethod\n      sameDayDelivery\n      items {\n        id\n        name\n        size\n        image\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name(language: $language)\n    description(language: $language)\n    shortDescription(language: $language)\n    inEnglish(language: $language)\n    price\n    comparePrice\n    images\n    stock\n    isFeatured\n    prescriptionOnly\n    variants {\n      id\n      label\n      stock\n    }\n    category {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query Products(\n    $search: String\n    $category: String\n    $sortBy: ProductSort\n    $page: Int\n    $pageSize: Int\n    $language: Language!\n  ) {\n    products(\n      search: $search\n      category: $category\n      sortBy: $sortBy\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      totalIsLowerBound\n      page\n      pageSize\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  mutation SetOrderUpdates($orderNumber: String!, $phone: String!, $stop: Boolean!) {\n    setOrderUpdates(orderNumber: $orderNumber, phone: $phone, stop: $stop)\n  }\n": typeof types.SetOrderUpdatesDocument,
    "\n  query Clinic($language: Language! = EN) {\n    clinic {\n      id\n      name(language: $language)\n      tagline(language: $language)\n      streetAddress(language: $language)\n      locality(language: $language)\n      region(language: $language)\n      inEnglish(language: $language)\n      postalCode\n      phones {\n        label\n        number\n      }\n      emails {\n        label\n        address\n      }\n      whatsapp\n      emergencyPhone\n      hours {\n        weekday\n        opens\n        closes\n        note\n      }\n      mapUrl\n    }\n  }\n": typeof types.ClinicDocument,
};
const documents: Documents = {
    "\n  query BlogPost($slug: String!, $language: Language!) {\n    blogPost(slug: $slug) {\n      ...BlogCard_post\n      content(language: $language)\n      readingMinutes\n      reviewer {\n        id\n        name(language: $language)\n      }\n      relatedPosts {\n        ...BlogCard_post\n      }\n    }\n  }\n": types.BlogPostDocument,
    "\n  query BlogPosts($search: String, $tag: String, $language: Language!) {\n    blogPosts(search: $search, tag: $tag) {\n      ...BlogCard_post\n    }\n  }\n": types.BlogPostsDocument,
    "\n  fragment BlogCard_post on BlogPost {\n    id\n    slug\n    title(language: $language)\n    excerpt(language: $language)\n    inEnglish(language: $language)\n    image\n    publishedAt\n    tags {\n      id\n      name\n    }\n  }\n": types.BlogCard_PostFragmentDoc,
    "\n  query BlogTags {\n    blogTags {\n      id\n      name\n    }\n  }\n": types.BlogTagsDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      subscribed\n      message\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  fragment AppointmentCard_appointment on Appointment {\n    reference\n    status\n    scheduledAt\n    canCancel\n    cancelReason\n    history {\n      at\n      status\n      note\n    }\n    doctor {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n": types.AppointmentCard_AppointmentFragmentDoc,
    "\n  query Appointment($reference: String!, $phone: String!, $language: Language!) {\n    appointment(reference: $reference, phone: $phone) {\n      ...AppointmentCard_appointment\n    }\n  }\n": types.AppointmentDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!, $language: Language!) {\n    bookAppointment(input: $input) {\n      message\n      appointment {\n        reference\n        status\n        mode\n        scheduledAt\n        endsAt\n        doctor {\n          id\n          name(language: $language)\n          inEnglish(language: $language)\n        }\n      }\n    }\n  }\n": types.BookAppointmentDocument,
    "\n  query BookingDoctors($language: Language!) {\n    doctors(available: true) {\n      id\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      inEnglish(language: $language)\n      experienceYears\n      image\n      consultationFee\n      isAvailable\n      conditions\n      consultationModes\n    }\n    bookingWindow {\n      firstDate\n      lastDate\n    }\n  }\n": types.BookingDoctorsDocument,
    "\n  mutation CancelAppointment($reference: String!, $phone: String!, $language: Language!) {\n    cancelAppointment(reference: $reference, phone: $phone) {\n      ...AppointmentCard_appointment\n    }\n  }\n": types.CancelAppointmentDocument,
    "\n  query Queue($doctorSlug: String!) {\n    queue(doctorSlug: $doctorSlug) {\n      doctorName\n      date\n      nowSeeing\n      next\n    }\n  }\n": types.QueueDocument,
    "\n  query QueueDoctor($doctorSlug: String!, $language: Language!) {\n    doctor(slug: $doctorSlug) {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n": types.QueueDoctorDocument,
    "\n  query SlotDay($doctorId: ID!, $date: String!, $condition: String, $language: Language!) {\n    slotDay(doctorId: $doctorId, date: $date, condition: $condition) {\n      date\n      reason\n      lastBookableDate\n      nextAvailableDate\n      slots {\n        time\n        displayTime\n        available\n        modes\n      }\n      otherDoctors {\n        id\n        name(language: $language)\n        inEnglish(language: $language)\n      }\n    }\n  }\n": types.SlotDayDocument,
    "\n  query Doctor($id: ID, $slug: String, $language: Language!) {\n    doctor(id: $id, slug: $slug) {\n      id\n      slug\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      registrationNumber\n      experienceYears\n      image\n      bio(language: $language)\n      expertise(language: $language)\n      languages(language: $language)\n      inEnglish(language: $language)\n      isAvailable\n      consultationFee\n      slotMinutes\n      workingPlan {\n        weekday\n        start\n        end\n        breaks {\n          start\n          end\n        }\n      }\n      daysOff\n    }\n  }\n": types.DoctorDocument,
    "\n  query Doctors($language: Language!) {\n    doctors {\n      id\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      experienceYears\n      image\n      isAvailable\n      consultationFee\n      expertise(language: $language)\n      inEnglish(language: $language)\n      rating {\n        average\n        count\n      }\n    }\n  }\n": types.DoctorsDocument,
    "\n  query ConditionDoctors($condition: String!, $language: Language!) {\n    doctors(condition: $condition, available: true) {\n      id\n      name(language: $language)\n      qualification(language: $language)\n      inEnglish(language: $language)\n      experienceYears\n      consultationFee\n      consultationModes\n    }\n  }\n": types.ConditionDoctorsDocument,
    "\n  mutation SendDataRightsCode($phone: String!, $language: Language) {\n    sendOrderLookupCode(phone: $phone, language: $language) {\n      minutes\n    }\n  }\n": types.SendDataRightsCodeDocument,
    "\n  mutation VerifyDataRightsCode($phone: String!, $code: String!) {\n    verifyOrderLookupCode(phone: $phone, code: $code) {\n      token\n    }\n  }\n": types.VerifyDataRightsCodeDocument,
    "\n  mutation RequestDataRights(\n    $phone: String!\n    $unlockToken: String!\n    $kind: DataRequestKind!\n    $details: String\n    $language: Language\n  ) {\n    requestDataRights(\n      phone: $phone\n      unlockToken: $unlockToken\n      kind: $kind\n      details: $details\n      language: $language\n    ) {\n      reference\n      dueAt\n    }\n  }\n": types.RequestDataRightsDocument,
    "\n  query HomeFigures {\n    clinicClaims {\n      patientsTreated\n      yearsOfService\n      successRate\n      rating {\n        average\n        count\n      }\n    }\n    testimonials {\n      id\n      firstName\n      town\n      text\n      rating\n      date\n    }\n  }\n": types.HomeFiguresDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      title\n      message\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n      message\n    }\n  }\n": types.SubmitFeedbackDocument,
    "\n  query SiteSearch($q: String!) {\n    search(q: $q) {\n      query\n      conditions {\n        ...SearchHit_hit\n      }\n      services {\n        ...SearchHit_hit\n      }\n      doctors {\n        ...SearchHit_hit\n      }\n      products {\n        ...SearchHit_hit\n      }\n      posts {\n        ...SearchHit_hit\n      }\n    }\n  }\n\n  fragment SearchHit_hit on SearchHit {\n    kind\n    id\n    title\n    summary\n    path\n  }\n": types.SiteSearchDocument,
    "\n  fragment UpcomingAppointment_listing on AppointmentListing {\n    scheduledAt\n    doctorName\n    status\n  }\n": types.UpcomingAppointment_ListingFragmentDoc,
    "\n  query OrdersAndAppointmentsByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      ...OrderCard_order\n    }\n    appointmentsByPhone(phone: $phone) {\n      ...UpcomingAppointment_listing\n    }\n  }\n": types.OrdersAndAppointmentsByPhoneDocument,
    "\n  query UnlockedAppointment($reference: String!, $phone: String!, $language: Language!) {\n    appointment(reference: $reference, phone: $phone) {\n      reference\n      status\n      scheduledAt\n      patientFirstName\n      doctor {\n        id\n        name(language: $language)\n        inEnglish(language: $language)\n      }\n    }\n  }\n": types.UnlockedAppointmentDocument,
    "\n  query CartProducts($ids: [ID!]!, $language: Language!) {\n    productsByIds(ids: $ids) {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n      price\n      images\n      stock\n      prescriptionOnly\n      variants {\n        id\n        label\n      }\n    }\n    orderLimits {\n      maxPerProduct\n    }\n  }\n": types.CartProductsDocument,
    "\n  query Categories($language: Language!) {\n    categories {\n      id\n      slug\n      name(language: $language)\n      inEnglish(language: $language)\n      count\n    }\n  }\n": types.CategoriesDocument,
    "\n  query DeliveryAreas {\n    deliveryAreas {\n      pinCode\n      fee\n      sameDay\n    }\n  }\n": types.DeliveryAreasDocument,
    "\n  mutation SendOrderLookupCode($phone: String!, $language: Language) {\n    sendOrderLookupCode(phone: $phone, language: $language) {\n      message\n      minutes\n    }\n  }\n": types.SendOrderLookupCodeDocument,
    "\n  mutation VerifyOrderLookupCode($phone: String!, $code: String!) {\n    verifyOrderLookupCode(phone: $phone, code: $code) {\n      token\n      expiresAt\n    }\n  }\n": types.VerifyOrderLookupCodeDocument,
    "\n  query UnlockedOrders($phone: String!, $unlockToken: String!) {\n    unlockedOrders(phone: $phone, unlockToken: $unlockToken) {\n      ...OrderCard_order\n    }\n  }\n": types.UnlockedOrdersDocument,
    "\n  fragment OrderCard_order on OrderView {\n    id\n    orderNumber\n    createdAt\n    status\n    totalAmount\n    paymentMethod\n    itemCount\n    detailsIncluded\n    shippingAddress\n    cancelReason\n    prescriptionStatus\n    prescriptionNote\n    invoiceNumber\n    customer {\n      firstName\n      lastName\n      phone\n    }\n    items {\n      id\n      name\n      size\n      image\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n": types.OrderCard_OrderFragmentDoc,
    "\n  query OrdersByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      ...OrderCard_order\n    }\n  }\n": types.OrdersByPhoneDocument,
    "\n  query Order($orderNumber: String!, $phone: String!) {\n    order(orderNumber: $orderNumber, phone: $phone) {\n      ...OrderCard_order\n    }\n  }\n": types.OrderDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNumber\n      totalAmount\n      itemsTotal\n      deliveryFee\n      paymentMethod\n      deliveryMethod\n      sameDayDelivery\n      items {\n        id\n        name\n        size\n        image\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name(language: $language)\n    description(language: $language)\n    shortDescription(language: $language)\n    inEnglish(language: $language)\n    price\n    comparePrice\n    images\n    stock\n    isFeatured\n    prescriptionOnly\n    variants {\n      id\n      label\n      stock\n    }\n    category {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query Products(\n    $search: String\n    $category: String\n    $sortBy: ProductSort\n    $page: Int\n    $pageSize: Int\n    $language: Language!\n  ) {\n    products(\n      search: $search\n      category: $category\n      sortBy: $sortBy\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      totalIsLowerBound\n      page\n      pageSize\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  mutation SetOrderUpdates($orderNumber: String!, $phone: String!, $stop: Boolean!) {\n    setOrderUpdates(orderNumber: $orderNumber, phone: $phone, stop: $stop)\n  }\n": types.SetOrderUpdatesDocument,
    "\n  query Clinic($language: Language! = EN) {\n    clinic {\n      id\n      name(language: $language)\n      tagline(language: $language)\n      streetAddress(language: $language)\n      locality(language: $language)\n      region(language: $language)\n      inEnglish(language: $language)\n      postalCode\n      phones {\n        label\n        number\n      }\n      emails {\n        label\n        address\n      }\n      whatsapp\n      emergencyPhone\n      hours {\n        weekday\n        opens\n        closes\n        note\n      }\n      mapUrl\n    }\n  }\n": types.ClinicDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($slug: String!, $language: Language!) {\n    blogPost(slug: $slug) {\n      ...BlogCard_post\n      content(language: $language)\n      readingMinutes\n      reviewer {\n        id\n        name(language: $language)\n      }\n      relatedPosts {\n        ...BlogCard_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPost($slug: String!, $language: Language!) {\n    blogPost(slug: $slug) {\n      ...BlogCard_post\n      content(language: $language)\n      readingMinutes\n      reviewer {\n        id\n        name(language: $language)\n      }\n      relatedPosts {\n        ...BlogCard_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts($search: String, $tag: String, $language: Language!) {\n    blogPosts(search: $search, tag: $tag) {\n      ...BlogCard_post\n    }\n  }\n"): (typeof documents)["\n  query BlogPosts($search: String, $tag: String, $language: Language!) {\n    blogPosts(search: $search, tag: $tag) {\n      ...BlogCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogCard_post on BlogPost {\n    id\n    slug\n    title(language: $language)\n    excerpt(language: $language)\n    inEnglish(language: $language)\n    image\n    publishedAt\n    tags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BlogCard_post on BlogPost {\n    id\n    slug\n    title(language: $language)\n    excerpt(language: $language)\n    inEnglish(language: $language)\n    image\n    publishedAt\n    tags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogTags {\n    blogTags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query BlogTags {\n    blogTags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      subscribed\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      subscribed\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentCard_appointment on Appointment {\n    reference\n    status\n    scheduledAt\n    canCancel\n    cancelReason\n    history {\n      at\n      status\n      note\n    }\n    doctor {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n"): (typeof documents)["\n  fragment AppointmentCard_appointment on Appointment {\n    reference\n    status\n    scheduledAt\n    canCancel\n    cancelReason\n    history {\n      at\n      status\n      note\n    }\n    doctor {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Appointment($reference: String!, $phone: String!, $language: Language!) {\n    appointment(reference: $reference, phone: $phone) {\n      ...AppointmentCard_appointment\n    }\n  }\n"): (typeof documents)["\n  query Appointment($reference: String!, $phone: String!, $language: Language!) {\n    appointment(reference: $reference, phone: $phone) {\n      ...AppointmentCard_appointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookAppointment($input: BookAppointmentInput!, $language: Language!) {\n    bookAppointment(input: $input) {\n      message\n      appointment {\n        reference\n        status\n        mode\n        scheduledAt\n        endsAt\n        doctor {\n          id\n          name(language: $language)\n          inEnglish(language: $language)\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BookAppointment($input: BookAppointmentInput!, $language: Language!) {\n    bookAppointment(input: $input) {\n      message\n      appointment {\n        reference\n        status\n        mode\n        scheduledAt\n        endsAt\n        doctor {\n          id\n          name(language: $language)\n          inEnglish(language: $language)\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingDoctors($language: Language!) {\n    doctors(available: true) {\n      id\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      inEnglish(language: $language)\n      experienceYears\n      image\n      consultationFee\n      isAvailable\n      conditions\n      consultationModes\n    }\n    bookingWindow {\n      firstDate\n      lastDate\n    }\n  }\n"): (typeof documents)["\n  query BookingDoctors($language: Language!) {\n    doctors(available: true) {\n      id\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      inEnglish(language: $language)\n      experienceYears\n      image\n      consultationFee\n      isAvailable\n      conditions\n      consultationModes\n    }\n    bookingWindow {\n      firstDate\n      lastDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAppointment($reference: String!, $phone: String!, $language: Language!) {\n    cancelAppointment(reference: $reference, phone: $phone) {\n      ...AppointmentCard_appointment\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAppointment($reference: String!, $phone: String!, $language: Language!) {\n    cancelAppointment(reference: $reference, phone: $phone) {\n      ...AppointmentCard_appointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Queue($doctorSlug: String!) {\n    queue(doctorSlug: $doctorSlug) {\n      doctorName\n      date\n      nowSeeing\n      next\n    }\n  }\n"): (typeof documents)["\n  query Queue($doctorSlug: String!) {\n    queue(doctorSlug: $doctorSlug) {\n      doctorName\n      date\n      nowSeeing\n      next\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueDoctor($doctorSlug: String!, $language: Language!) {\n    doctor(slug: $doctorSlug) {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n"): (typeof documents)["\n  query QueueDoctor($doctorSlug: String!, $language: Language!) {\n    doctor(slug: $doctorSlug) {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlotDay($doctorId: ID!, $date: String!, $condition: String, $language: Language!) {\n    slotDay(doctorId: $doctorId, date: $date, condition: $condition) {\n      date\n      reason\n      lastBookableDate\n      nextAvailableDate\n      slots {\n        time\n        displayTime\n        available\n        modes\n      }\n      otherDoctors {\n        id\n        name(language: $language)\n        inEnglish(language: $language)\n      }\n    }\n  }\n"): (typeof documents)["\n  query SlotDay($doctorId: ID!, $date: String!, $condition: String, $language: Language!) {\n    slotDay(doctorId: $doctorId, date: $date, condition: $condition) {\n      date\n      reason\n      lastBookableDate\n      nextAvailableDate\n      slots {\n        time\n        displayTime\n        available\n        modes\n      }\n      otherDoctors {\n        id\n        name(language: $language)\n        inEnglish(language: $language)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Doctor($id: ID, $slug: String, $language: Language!) {\n    doctor(id: $id, slug: $slug) {\n      id\n      slug\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      registrationNumber\n      experienceYears\n      image\n      bio(language: $language)\n      expertise(language: $language)\n      languages(language: $language)\n      inEnglish(language: $language)\n      isAvailable\n      consultationFee\n      slotMinutes\n      workingPlan {\n        weekday\n        start\n        end\n        breaks {\n          start\n          end\n        }\n      }\n      daysOff\n    }\n  }\n"): (typeof documents)["\n  query Doctor($id: ID, $slug: String, $language: Language!) {\n    doctor(id: $id, slug: $slug) {\n      id\n      slug\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      registrationNumber\n      experienceYears\n      image\n      bio(language: $language)\n      expertise(language: $language)\n      languages(language: $language)\n      inEnglish(language: $language)\n      isAvailable\n      consultationFee\n      slotMinutes\n      workingPlan {\n        weekday\n        start\n        end\n        breaks {\n          start\n          end\n        }\n      }\n      daysOff\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Doctors($language: Language!) {\n    doctors {\n      id\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      experienceYears\n      image\n      isAvailable\n      consultationFee\n      expertise(language: $language)\n      inEnglish(language: $language)\n      rating {\n        average\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query Doctors($language: Language!) {\n    doctors {\n      id\n      name(language: $language)\n      specialization(language: $language)\n      qualification(language: $language)\n      experienceYears\n      image\n      isAvailable\n      consultationFee\n      expertise(language: $language)\n      inEnglish(language: $language)\n      rating {\n        average\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConditionDoctors($condition: String!, $language: Language!) {\n    doctors(condition: $condition, available: true) {\n      id\n      name(language: $language)\n      qualification(language: $language)\n      inEnglish(language: $language)\n      experienceYears\n      consultationFee\n      consultationModes\n    }\n  }\n"): (typeof documents)["\n  query ConditionDoctors($condition: String!, $language: Language!) {\n    doctors(condition: $condition, available: true) {\n      id\n      name(language: $language)\n      qualification(language: $language)\n      inEnglish(language: $language)\n      experienceYears\n      consultationFee\n      consultationModes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDataRightsCode($phone: String!, $language: Language) {\n    sendOrderLookupCode(phone: $phone, language: $language) {\n      minutes\n    }\n  }\n"): (typeof documents)["\n  mutation SendDataRightsCode($phone: String!, $language: Language) {\n    sendOrderLookupCode(phone: $phone, language: $language) {\n      minutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyDataRightsCode($phone: String!, $code: String!) {\n    verifyOrderLookupCode(phone: $phone, code: $code) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyDataRightsCode($phone: String!, $code: String!) {\n    verifyOrderLookupCode(phone: $phone, code: $code) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataRights(\n    $phone: String!\n    $unlockToken: String!\n    $kind: DataRequestKind!\n    $details: String\n    $language: Language\n  ) {\n    requestDataRights(\n      phone: $phone\n      unlockToken: $unlockToken\n      kind: $kind\n      details: $details\n      language: $language\n    ) {\n      reference\n      dueAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDataRights(\n    $phone: String!\n    $unlockToken: String!\n    $kind: DataRequestKind!\n    $details: String\n    $language: Language\n  ) {\n    requestDataRights(\n      phone: $phone\n      unlockToken: $unlockToken\n      kind: $kind\n      details: $details\n      language: $language\n    ) {\n      reference\n      dueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFigures {\n    clinicClaims {\n      patientsTreated\n      yearsOfService\n      successRate\n      rating {\n        average\n        count\n      }\n    }\n    testimonials {\n      id\n      firstName\n      town\n      text\n      rating\n      date\n    }\n  }\n"): (typeof documents)["\n  query HomeFigures {\n    clinicClaims {\n      patientsTreated\n      yearsOfService\n      successRate\n      rating {\n        average\n        count\n      }\n    }\n    testimonials {\n      id\n      firstName\n      town\n      text\n      rating\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      title\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      title\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSearch($q: String!) {\n    search(q: $q) {\n      query\n      conditions {\n        ...SearchHit_hit\n      }\n      services {\n        ...SearchHit_hit\n      }\n      doctors {\n        ...SearchHit_hit\n      }\n      products {\n        ...SearchHit_hit\n      }\n      posts {\n        ...SearchHit_hit\n      }\n    }\n  }\n\n  fragment SearchHit_hit on SearchHit {\n    kind\n    id\n    title\n    summary\n    path\n  }\n"): (typeof documents)["\n  query SiteSearch($q: String!) {\n    search(q: $q) {\n      query\n      conditions {\n        ...SearchHit_hit\n      }\n      services {\n        ...SearchHit_hit\n      }\n      doctors {\n        ...SearchHit_hit\n      }\n      products {\n        ...SearchHit_hit\n      }\n      posts {\n        ...SearchHit_hit\n      }\n    }\n  }\n\n  fragment SearchHit_hit on SearchHit {\n    kind\n    id\n    title\n    summary\n    path\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UpcomingAppointment_listing on AppointmentListing {\n    scheduledAt\n    doctorName\n    status\n  }\n"): (typeof documents)["\n  fragment UpcomingAppointment_listing on AppointmentListing {\n    scheduledAt\n    doctorName\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersAndAppointmentsByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      ...OrderCard_order\n    }\n    appointmentsByPhone(phone: $phone) {\n      ...UpcomingAppointment_listing\n    }\n  }\n"): (typeof documents)["\n  query OrdersAndAppointmentsByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      ...OrderCard_order\n    }\n    appointmentsByPhone(phone: $phone) {\n      ...UpcomingAppointment_listing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnlockedAppointment($reference: String!, $phone: String!, $language: Language!) {\n    appointment(reference: $reference, phone: $phone) {\n      reference\n      status\n      scheduledAt\n      patientFirstName\n      doctor {\n        id\n        name(language: $language)\n        inEnglish(language: $language)\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnlockedAppointment($reference: String!, $phone: String!, $language: Language!) {\n    appointment(reference: $reference, phone: $phone) {\n      reference\n      status\n      scheduledAt\n      patientFirstName\n      doctor {\n        id\n        name(language: $language)\n        inEnglish(language: $language)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartProducts($ids: [ID!]!, $language: Language!) {\n    productsByIds(ids: $ids) {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n      price\n      images\n      stock\n      prescriptionOnly\n      variants {\n        id\n        label\n      }\n    }\n    orderLimits {\n      maxPerProduct\n    }\n  }\n"): (typeof documents)["\n  query CartProducts($ids: [ID!]!, $language: Language!) {\n    productsByIds(ids: $ids) {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n      price\n      images\n      stock\n      prescriptionOnly\n      variants {\n        id\n        label\n      }\n    }\n    orderLimits {\n      maxPerProduct\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories($language: Language!) {\n    categories {\n      id\n      slug\n      name(language: $language)\n      inEnglish(language: $language)\n      count\n    }\n  }\n"): (typeof documents)["\n  query Categories($language: Language!) {\n    categories {\n      id\n      slug\n      name(language: $language)\n      inEnglish(language: $language)\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryAreas {\n    deliveryAreas {\n      pinCode\n      fee\n      sameDay\n    }\n  }\n"): (typeof documents)["\n  query DeliveryAreas {\n    deliveryAreas {\n      pinCode\n      fee\n      sameDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOrderLookupCode($phone: String!, $language: Language) {\n    sendOrderLookupCode(phone: $phone, language: $language) {\n      message\n      minutes\n    }\n  }\n"): (typeof documents)["\n  mutation SendOrderLookupCode($phone: String!, $language: Language) {\n    sendOrderLookupCode(phone: $phone, language: $language) {\n      message\n      minutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOrderLookupCode($phone: String!, $code: String!) {\n    verifyOrderLookupCode(phone: $phone, code: $code) {\n      token\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOrderLookupCode($phone: String!, $code: String!) {\n    verifyOrderLookupCode(phone: $phone, code: $code) {\n      token\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnlockedOrders($phone: String!, $unlockToken: String!) {\n    unlockedOrders(phone: $phone, unlockToken: $unlockToken) {\n      ...OrderCard_order\n    }\n  }\n"): (typeof documents)["\n  query UnlockedOrders($phone: String!, $unlockToken: String!) {\n    unlockedOrders(phone: $phone, unlockToken: $unlockToken) {\n      ...OrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard_order on OrderView {\n    id\n    orderNumber\n    createdAt\n    status\n    totalAmount\n    paymentMethod\n    itemCount\n    detailsIncluded\n    shippingAddress\n    cancelReason\n    prescriptionStatus\n    prescriptionNote\n    invoiceNumber\n    customer {\n      firstName\n      lastName\n      phone\n    }\n    items {\n      id\n      name\n      size\n      image\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n"): (typeof documents)["\n  fragment OrderCard_order on OrderView {\n    id\n    orderNumber\n    createdAt\n    status\n    totalAmount\n    paymentMethod\n    itemCount\n    detailsIncluded\n    shippingAddress\n    cancelReason\n    prescriptionStatus\n    prescriptionNote\n    invoiceNumber\n    customer {\n      firstName\n      lastName\n      phone\n    }\n    items {\n      id\n      name\n      size\n      image\n      quantity\n      unitPrice\n      lineTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      ...OrderCard_order\n    }\n  }\n"): (typeof documents)["\n  query OrdersByPhone($phone: String!) {\n    ordersByPhone(phone: $phone) {\n      ...OrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($orderNumber: String!, $phone: String!) {\n    order(orderNumber: $orderNumber, phone: $phone) {\n      ...OrderCard_order\n    }\n  }\n"): (typeof documents)["\n  query Order($orderNumber: String!, $phone: String!) {\n    order(orderNumber: $orderNumber, phone: $phone) {\n      ...OrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNumber\n      totalAmount\n      itemsTotal\n      deliveryFee\n      paymentMethod\n      deliveryMethod\n      sameDayDelivery\n      items {\n        id\n        name\n        size\n        image\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      id\n      orderNumber\n      totalAmount\n      itemsTotal\n      deliveryFee\n      paymentMethod\n      deliveryMethod\n      sameDayDelivery\n      items {\n        id\n        name\n        size\n        image\n        quantity\n        unitPrice\n        lineTotal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name(language: $language)\n    description(language: $language)\n    shortDescription(language: $language)\n    inEnglish(language: $language)\n    price\n    comparePrice\n    images\n    stock\n    isFeatured\n    prescriptionOnly\n    variants {\n      id\n      label\n      stock\n    }\n    category {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name(language: $language)\n    description(language: $language)\n    shortDescription(language: $language)\n    inEnglish(language: $language)\n    price\n    comparePrice\n    images\n    stock\n    isFeatured\n    prescriptionOnly\n    variants {\n      id\n      label\n      stock\n    }\n    category {\n      id\n      name(language: $language)\n      inEnglish(language: $language)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products(\n    $search: String\n    $category: String\n    $sortBy: ProductSort\n    $page: Int\n    $pageSize: Int\n    $language: Language!\n  ) {\n    products(\n      search: $search\n      category: $category\n      sortBy: $sortBy\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      totalIsLowerBound\n      page\n      pageSize\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products(\n    $search: String\n    $category: String\n    $sortBy: ProductSort\n    $page: Int\n    $pageSize: Int\n    $language: Language!\n  ) {\n    products(\n      search: $search\n      category: $category\n      sortBy: $sortBy\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      totalIsLowerBound\n      page\n      pageSize\n      items {\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderUpdates($orderNumber: String!, $phone: String!, $stop: Boolean!) {\n    setOrderUpdates(orderNumber: $orderNumber, phone: $phone, stop: $stop)\n  }\n"): (typeof documents)["\n  mutation SetOrderUpdates($orderNumber: String!, $phone: String!, $stop: Boolean!) {\n    setOrderUpdates(orderNumber: $orderNumber, phone: $phone, stop: $stop)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Clinic($language: Language! = EN) {\n    clinic {\n      id\n      name(language: $language)\n      tagline(language: $language)\n      streetAddress(language: $language)\n      locality(language: $language)\n      region(language: $language)\n      inEnglish(language: $language)\n      postalCode\n      phones {\n        label\n        number\n      }\n      emails {\n        label\n        address\n      }\n      whatsapp\n      emergencyPhone\n      hours {\n        weekday\n        opens\n        closes\n        note\n      }\n      mapUrl\n    }\n  }\n"): (typeof documents)["\n  query Clinic($language: Language! = EN) {\n    clinic {\n      id\n      name(language: $language)\n      tagline(language: $language)\n      streetAddress(language: $language)\n      locality(language: $language)\n      region(language: $language)\n      inEnglish(language: $language)\n      postalCode\n      phones {\n        label\n        number\n      }\n      emails {\n        label\n        address\n      }\n      whatsapp\n      emergencyPhone\n      hours {\n        weekday\n        opens\n        closes\n        note\n      }\n      mapUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;