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
    "\n  query AppointmentMessages($reference: String!) {\n    appointmentMessages(reference: $reference) {\n      ...DeskMessageRow_message\n    }\n  }\n": typeof types.AppointmentMessagesDocument,
    "\n  fragment DeskAppointmentCard_appointment on DeskAppointment {\n    id\n    reference\n    startsAt\n    endsAt\n    mode\n    status\n    patientName\n    patientPhone\n    token\n    cancelReason\n    doctor {\n      id\n      name\n    }\n  }\n": typeof types.DeskAppointmentCard_AppointmentFragmentDoc,
    "\n  query DeskDoctors {\n    deskDoctors {\n      id\n      slug\n      name\n      specialization\n    }\n  }\n": typeof types.DeskDoctorsDocument,
    "\n  fragment DeskMessageRow_message on DeskMessage {\n    id\n    label\n    channel\n    status\n    reason\n    attempts\n    queuedAt\n    dueAt\n    sentAt\n    updatedAt\n    reference\n    orderNumber\n    canRetry\n  }\n": typeof types.DeskMessageRow_MessageFragmentDoc,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      doctorId\n      totpEnabled\n    }\n  }\n": typeof types.MeDocument,
    "\n  query OrderMessages($orderNumber: String!) {\n    orderMessages(orderNumber: $orderNumber) {\n      ...DeskMessageRow_message\n    }\n  }\n": typeof types.OrderMessagesDocument,
    "\n  mutation RescheduleAppointment($reference: String!, $doctorId: ID!, $startsAt: DateTimeISO!) {\n    rescheduleAppointment(reference: $reference, doctorId: $doctorId, startsAt: $startsAt) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n": typeof types.RescheduleAppointmentDocument,
    "\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      ...DeskMessageRow_message\n    }\n  }\n": typeof types.RetryMessageDocument,
    "\n  mutation SetAppointmentStatus($reference: String!, $status: AppointmentStatus!, $reason: String) {\n    setAppointmentStatus(reference: $reference, status: $status, reason: $reason) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n": typeof types.SetAppointmentStatusDocument,
    "\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      otpauthUrl\n      secret\n    }\n  }\n": typeof types.BeginTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      id\n      name\n      email\n      role\n      doctorId\n      totpEnabled\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query AuditTrail($filter: AuditFilter!) {\n    auditTrail(filter: $filter) {\n      total\n      entries {\n        id\n        at\n        actorName\n        actorKind\n        address\n        action\n        recordType\n        recordId\n        before\n        after\n      }\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      role\n    }\n  }\n": typeof types.StaffMembersDocument,
    "\n  mutation BookForPatient($input: DeskBookingInput!) {\n    bookForPatient(input: $input) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n": typeof types.BookForPatientDocument,
    "\n  query ClinicSetup {\n    clinicSetup {\n      profileIsDemo\n      demo {\n        doctors\n        products\n        categories\n        posts\n        tags\n        feedback\n        orders\n        appointments\n      }\n    }\n  }\n": typeof types.ClinicSetupDocument,
    "\n  query DeskClinicProfile {\n    deskClinicProfile {\n      name\n      tagline\n      streetAddress\n      locality\n      region\n      postalCode\n      phones {\n        label\n        number\n      }\n      emails {\n        label\n        address\n      }\n      whatsapp\n      emergencyPhone\n      hours {\n        weekday\n        opens\n        closes\n        note\n      }\n      mapUrl\n      gstin\n      isDemo\n      hindi {\n        name\n        tagline\n        streetAddress\n        locality\n        region\n      }\n    }\n  }\n": typeof types.DeskClinicProfileDocument,
    "\n  mutation RemoveDemoData {\n    removeDemoData {\n      doctors\n      products\n      categories\n      posts\n      orders\n      appointments\n    }\n  }\n": typeof types.RemoveDemoDataDocument,
    "\n  mutation UpdateClinicProfile($input: ClinicProfileInput!) {\n    updateClinicProfile(input: $input) {\n      name\n      isDemo\n    }\n  }\n": typeof types.UpdateClinicProfileDocument,
    "\n  mutation EraseDataRequest($id: ID!) {\n    eraseDataRequest(id: $id) {\n      ...DataRequestCard_request\n    }\n  }\n": typeof types.EraseDataRequestDocument,
    "\n  mutation RefuseDataRequest($id: ID!, $reason: String!) {\n    refuseDataRequest(id: $id, reason: $reason) {\n      ...DataRequestCard_request\n    }\n  }\n": typeof types.RefuseDataRequestDocument,
    "\n  mutation CompleteDataRequest($id: ID!, $note: String) {\n    completeDataRequest(id: $id, note: $note) {\n      ...DataRequestCard_request\n    }\n  }\n": typeof types.CompleteDataRequestDocument,
    "\n  mutation CorrectDataRequest($id: ID!, $input: DataCorrectionInput!) {\n    correctDataRequest(id: $id, input: $input) {\n      ...DataRequestCard_request\n    }\n  }\n": typeof types.CorrectDataRequestDocument,
    "\n  fragment DataRequestCard_request on DataRequest {\n    id\n    reference\n    phone\n    kind\n    status\n    proof\n    details\n    takenBy\n    identityCheck\n    receivedAt\n    dueAt\n    overdue\n    closedAt\n    closedBy\n    outcome\n  }\n": typeof types.DataRequestCard_RequestFragmentDoc,
    "\n  query DataRequests($status: DataRequestStatus) {\n    dataRequests(status: $status) {\n      ...DataRequestCard_request\n    }\n  }\n": typeof types.DataRequestsDocument,
    "\n  mutation RecordDataRequest($input: RecordDataRequestInput!) {\n    recordDataRequest(input: $input) {\n      ...DataRequestCard_request\n    }\n  }\n": typeof types.RecordDataRequestDocument,
    "\n  fragment DoctorProfileFields_doctor on DeskDoctorProfile {\n    id\n    slug\n    name\n    specialization\n    qualification\n    registrationNumber\n    experienceYears\n    consultationFee\n    image\n    bio\n    expertise\n    languages\n    conditions\n    consultationModes\n    isAvailable\n    slotMinutes\n    workingPlan {\n      weekday\n      start\n      end\n      breaks {\n        start\n        end\n      }\n    }\n    daysOff\n    hindi {\n      name\n      specialization\n      qualification\n      bio\n      expertise\n      languages\n    }\n  }\n": typeof types.DoctorProfileFields_DoctorFragmentDoc,
    "\n  query DoctorProfile($id: ID!) {\n    doctorProfile(id: $id) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": typeof types.DoctorProfileDocument,
    "\n  query DoctorProfiles {\n    doctorProfiles {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": typeof types.DoctorProfilesDocument,
    "\n  mutation RemoveDoctorPhoto($id: ID!) {\n    removeDoctorPhoto(id: $id) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": typeof types.RemoveDoctorPhotoDocument,
    "\n  mutation CreateDoctor($input: DoctorInput!) {\n    createDoctor(input: $input) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": typeof types.CreateDoctorDocument,
    "\n  mutation UpdateDoctor($id: ID!, $input: DoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": typeof types.UpdateDoctorDocument,
    "\n  mutation SetDoctorAvailable($id: ID!, $available: Boolean!) {\n    setDoctorAvailable(id: $id, available: $available) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": typeof types.SetDoctorAvailableDocument,
    "\n  query StrandedAppointments($doctorId: ID) {\n    strandedAppointments(doctorId: $doctorId) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n": typeof types.StrandedAppointmentsDocument,
    "\n  mutation UpdateDoctorSchedule($id: ID!, $input: DoctorScheduleInput!) {\n    updateDoctorSchedule(id: $id, input: $input) {\n      doctor {\n        ...DoctorProfileFields_doctor\n      }\n      stranded {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n": typeof types.UpdateDoctorScheduleDocument,
    "\n  query FindAppointments($search: String!) {\n    findAppointments(search: $search) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n": typeof types.FindAppointmentsDocument,
    "\n  mutation ApproveTestimonial($id: ID!, $testimonial: TestimonialInput!) {\n    approveTestimonial(id: $id, testimonial: $testimonial) {\n      ...InboxItem_item\n    }\n  }\n": typeof types.ApproveTestimonialDocument,
    "\n  query HeroClaims {\n    heroClaims {\n      patientsTreated\n      yearsOfService\n      successRate\n      updatedAt\n    }\n  }\n": typeof types.HeroClaimsDocument,
    "\n  fragment InboxItem_item on InboxItem {\n    kind\n    id\n    name\n    email\n    phone\n    subject\n    message\n    condition\n    rating\n    consentToPublish\n    town\n    doctorId\n    testimonialApprovedAt\n    state\n    nextStates\n    spam\n    handledBy\n    handledAt\n    createdAt\n  }\n": typeof types.InboxItem_ItemFragmentDoc,
    "\n  query Inbox($state: InboxState, $kind: InboxKind, $spam: Boolean, $page: Int) {\n    inbox(state: $state, kind: $kind, spam: $spam, page: $page) {\n      page\n      hasMore\n      counts {\n        new\n        spam\n      }\n      items {\n        ...InboxItem_item\n      }\n    }\n  }\n": typeof types.InboxDocument,
    "\n  mutation MarkInboxSpam($kind: InboxKind!, $id: ID!, $spam: Boolean!) {\n    markInboxSpam(kind: $kind, id: $id, spam: $spam) {\n      ...InboxItem_item\n    }\n  }\n": typeof types.MarkInboxSpamDocument,
    "\n  mutation OpenInboxItem($kind: InboxKind!, $id: ID!) {\n    openInboxItem(kind: $kind, id: $id) {\n      ...InboxItem_item\n    }\n  }\n": typeof types.OpenInboxItemDocument,
    "\n  mutation ReplyToContactMessage($id: ID!, $channel: ReplyChannel!, $text: String!) {\n    replyToContactMessage(id: $id, channel: $channel, text: $text) {\n      ...InboxItem_item\n    }\n  }\n": typeof types.ReplyToContactMessageDocument,
    "\n  mutation SetInboxState($kind: InboxKind!, $id: ID!, $state: InboxState!) {\n    setInboxState(kind: $kind, id: $id, state: $state) {\n      ...InboxItem_item\n    }\n  }\n": typeof types.SetInboxStateDocument,
    "\n  mutation UpdateHeroClaims($claims: ClinicClaimsInput!) {\n    updateHeroClaims(claims: $claims) {\n      patientsTreated\n      yearsOfService\n      successRate\n      updatedAt\n    }\n  }\n": typeof types.UpdateHeroClaimsDocument,
    "\n  mutation WithdrawTestimonial($id: ID!) {\n    withdrawTestimonial(id: $id) {\n      ...InboxItem_item\n    }\n  }\n": typeof types.WithdrawTestimonialDocument,
    "\n  mutation AddDoctorLeave($input: DoctorLeaveInput!) {\n    addDoctorLeave(input: $input) {\n      leave {\n        id\n      }\n      affected {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n": typeof types.AddDoctorLeaveDocument,
    "\n  query DoctorLeaves($doctorId: ID!) {\n    doctorLeaves(doctorId: $doctorId) {\n      id\n      fromDate\n      toDate\n      startTime\n      endTime\n      reason\n    }\n  }\n": typeof types.DoctorLeavesDocument,
    "\n  mutation RemoveDoctorLeave($id: ID!) {\n    removeDoctorLeave(id: $id)\n  }\n": typeof types.RemoveDoctorLeaveDocument,
    "\n  query FailedMessages($page: Int) {\n    failedMessages(page: $page) {\n      page\n      hasMore\n      messages {\n        ...DeskMessageRow_message\n      }\n    }\n  }\n": typeof types.FailedMessagesDocument,
    "\n  query MyDay($date: String) {\n    myDay(date: $date) {\n      symptoms\n      appointment {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n": typeof types.MyDayDocument,
    "\n  query CollectionReport($date: String) {\n    collectionReport(date: $date) {\n      date\n      count\n      total\n      lines {\n        collectedBy\n        method\n        count\n        total\n      }\n      byMethod {\n        method\n        count\n        total\n      }\n    }\n  }\n": typeof types.CollectionReportDocument,
    "\n  fragment DeskOrderPage_order on DeskOrder {\n    id\n    orderNumber\n    createdAt\n    status\n    customerName\n    customerPhone\n    shippingAddress\n    notes\n    totalAmount\n    deliveryFee\n    itemsTotal\n    paymentMethod\n    deliveryMethod\n    deliveryPin\n    sameDayDelivery\n    prescriptionStatus\n    nextStatuses\n    items {\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n    history {\n      from\n      to\n      at\n      by\n      reason\n    }\n    payment {\n      amountDue\n      method\n      amount\n      upiReference\n      collectedBy\n      collectedAt\n    }\n  }\n": typeof types.DeskOrderPage_OrderFragmentDoc,
    "\n  query DeskOrder($orderNumber: String!) {\n    deskOrder(orderNumber: $orderNumber) {\n      ...DeskOrderPage_order\n    }\n  }\n": typeof types.DeskOrderDocument,
    "\n  query OrderBoard(\n    $status: OrderStatus\n    $owed: Boolean\n    $search: String\n    $day: String\n    $paymentMethod: PaymentMethod\n    $page: Int\n  ) {\n    orderBoard(\n      status: $status\n      owed: $owed\n      search: $search\n      day: $day\n      paymentMethod: $paymentMethod\n      page: $page\n    ) {\n      counts {\n        pending\n        processing\n        shipped\n        delivered\n        cancelled\n      }\n      owed {\n        count\n        total\n      }\n      page\n      hasMore\n      orders {\n        orderNumber\n        createdAt\n        status\n        customerName\n        itemCount\n        totalAmount\n        paymentMethod\n        deliveryMethod\n        prescriptionStatus\n        owedAmount\n      }\n    }\n  }\n": typeof types.OrderBoardDocument,
    "\n  mutation RecordOrderPayment($orderNumber: String!, $payment: OrderPaymentInput!) {\n    recordOrderPayment(orderNumber: $orderNumber, payment: $payment) {\n      ...DeskOrderPage_order\n    }\n  }\n": typeof types.RecordOrderPaymentDocument,
    "\n  mutation SetOrderStatus($orderNumber: String!, $status: OrderStatus!, $reason: String) {\n    setOrderStatus(orderNumber: $orderNumber, status: $status, reason: $reason) {\n      ...DeskOrderPage_order\n    }\n  }\n": typeof types.SetOrderStatusDocument,
    "\n  fragment DeskPostFields_post on DeskPost {\n    id\n    slug\n    title\n    excerpt\n    markdown\n    image\n    tags\n    status\n    publishedAt\n    reviewerId\n    reviewerName\n    titleHi\n    excerptHi\n    markdownHi\n    oldSlugs\n    updatedAt\n  }\n": typeof types.DeskPostFields_PostFragmentDoc,
    "\n  query DeskPost($id: ID!) {\n    deskPost(id: $id) {\n      ...DeskPostFields_post\n    }\n  }\n": typeof types.DeskPostDocument,
    "\n  query DeskPosts {\n    deskPosts {\n      id\n      slug\n      title\n      status\n      publishedAt\n      updatedAt\n    }\n  }\n": typeof types.DeskPostsDocument,
    "\n  query DeskPostReviewers {\n    deskPostReviewers {\n      id\n      name\n    }\n  }\n": typeof types.DeskPostReviewersDocument,
    "\n  query PreviewPostMarkdown($markdown: String!) {\n    previewPostMarkdown(markdown: $markdown)\n  }\n": typeof types.PreviewPostMarkdownDocument,
    "\n  mutation PublishPost($id: ID!, $at: String) {\n    publishPost(id: $id, at: $at) {\n      ...DeskPostFields_post\n    }\n  }\n": typeof types.PublishPostDocument,
    "\n  mutation UnpublishPost($id: ID!) {\n    unpublishPost(id: $id) {\n      ...DeskPostFields_post\n    }\n  }\n": typeof types.UnpublishPostDocument,
    "\n  mutation CreatePost($input: DeskPostInput!) {\n    createPost(input: $input) {\n      ...DeskPostFields_post\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation UpdatePost($id: ID!, $input: DeskPostInput!) {\n    updatePost(id: $id, input: $input) {\n      ...DeskPostFields_post\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation ApprovePrescription($orderNumber: String!, $registrationNumber: String) {\n    approvePrescription(orderNumber: $orderNumber, registrationNumber: $registrationNumber) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n": typeof types.ApprovePrescriptionDocument,
    "\n  query PrescriptionCheck($orderNumber: String!) {\n    prescriptionCheck(orderNumber: $orderNumber) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n": typeof types.PrescriptionCheckDocument,
    "\n  fragment PrescriptionCheckCard_check on PrescriptionCheck {\n    orderNumber\n    placedAt\n    orderStatus\n    status\n    customerName\n    customerPhone\n    totalAmount\n    kind\n    byteSize\n    fileUrl\n    reviewedAt\n    reviewerName\n    reviewerRegistration\n    rejectReason\n    items {\n      name\n      size\n      quantity\n      prescriptionOnly\n    }\n  }\n": typeof types.PrescriptionCheckCard_CheckFragmentDoc,
    "\n  query PrescriptionChecks($status: PrescriptionStatus) {\n    prescriptionChecks(status: $status) {\n      ...PrescriptionCheckCard_check\n    }\n    pharmacistRegistration\n  }\n": typeof types.PrescriptionChecksDocument,
    "\n  mutation RejectPrescription($orderNumber: String!, $reason: String!) {\n    rejectPrescription(orderNumber: $orderNumber, reason: $reason) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n": typeof types.RejectPrescriptionDocument,
    "\n  query DeskCategories {\n    deskCategories {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n": typeof types.DeskCategoriesDocument,
    "\n  fragment DeskProductFields_product on DeskProduct {\n    id\n    slug\n    name\n    description\n    shortDescription\n    price\n    comparePrice\n    images\n    categoryId\n    categoryName\n    stock\n    lowStockThreshold\n    lowStock\n    nearestExpiry\n    isFeatured\n    hsnCode\n    gstRate\n    prescriptionOnly\n    drugSchedule\n    hidden\n    sizes {\n      id\n      label\n      stock\n    }\n    hindi {\n      name\n      shortDescription\n      description\n    }\n  }\n": typeof types.DeskProductFields_ProductFragmentDoc,
    "\n  query DeskProduct($id: ID!) {\n    deskProduct(id: $id) {\n      ...DeskProductFields_product\n    }\n  }\n": typeof types.DeskProductDocument,
    "\n  query DeskProducts($search: String, $filter: DeskProductFilter) {\n    deskProducts(search: $search, filter: $filter) {\n      id\n      name\n      categoryName\n      price\n      stock\n      lowStock\n      nearestExpiry\n      hidden\n      prescriptionOnly\n      images\n    }\n  }\n": typeof types.DeskProductsDocument,
    "\n  mutation AdjustStock($input: StockAdjustmentInput!) {\n    adjustStock(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n": typeof types.AdjustStockDocument,
    "\n  mutation ReceiveStock($input: StockReceiptInput!) {\n    receiveStock(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n": typeof types.ReceiveStockDocument,
    "\n  query NearExpiryBatches {\n    nearExpiryBatches {\n      productId\n      productName\n      size\n      batchNumber\n      expiryDate\n      received\n      remaining\n      expired\n    }\n  }\n": typeof types.NearExpiryBatchesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      ...DeskProductFields_product\n    }\n  }\n": typeof types.SetProductHiddenDocument,
    "\n  query StockMovements($productId: ID!) {\n    stockMovements(productId: $productId) {\n      id\n      kind\n      quantity\n      size\n      reason\n      batchNumber\n      expiryDate\n      orderNumber\n      by\n      at\n    }\n  }\n": typeof types.StockMovementsDocument,
    "\n  mutation AddWalkIn($input: WalkInInput!) {\n    addWalkIn(input: $input) {\n      token\n      name\n      status\n    }\n  }\n": typeof types.AddWalkInDocument,
    "\n  mutation CallNextToken($doctorId: ID!) {\n    callNextToken(doctorId: $doctorId) {\n      ...QueuePage_queue\n    }\n  }\n": typeof types.CallNextTokenDocument,
    "\n  fragment QueuePage_queue on DeskQueue {\n    date\n    nowSeeing\n    doctor {\n      id\n      name\n    }\n    waiting {\n      token\n      name\n      status\n      joinedAt\n    }\n    done {\n      token\n      name\n      status\n      joinedAt\n    }\n  }\n": typeof types.QueuePage_QueueFragmentDoc,
    "\n  query DeskQueue($doctorId: ID!) {\n    deskQueue(doctorId: $doctorId) {\n      ...QueuePage_queue\n    }\n  }\n": typeof types.DeskQueueDocument,
    "\n  fragment DeskDayAppointment_appointment on DeskAppointment {\n    id\n    reference\n    startsAt\n    endsAt\n    mode\n    status\n    patientName\n    patientPhone\n    token\n    cancelReason\n  }\n": typeof types.DeskDayAppointment_AppointmentFragmentDoc,
    "\n  query DeskDay($date: String) {\n    deskDay(date: $date) {\n      date\n      onLeave\n      doctor {\n        id\n        name\n        specialization\n      }\n      counts {\n        booked\n        confirmed\n        arrived\n        completed\n        noShow\n        cancelled\n        freeSlots\n      }\n      appointments {\n        ...DeskDayAppointment_appointment\n      }\n    }\n  }\n": typeof types.DeskDayDocument,
    "\n  query DeskWeek($doctorId: ID!, $weekOf: String) {\n    deskWeek(doctorId: $doctorId, weekOf: $weekOf) {\n      date\n      onLeave\n      doctor {\n        id\n        name\n      }\n      counts {\n        booked\n        freeSlots\n      }\n      appointments {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n": typeof types.DeskWeekDocument,
};
const documents: Documents = {
    "\n  query AppointmentMessages($reference: String!) {\n    appointmentMessages(reference: $reference) {\n      ...DeskMessageRow_message\n    }\n  }\n": types.AppointmentMessagesDocument,
    "\n  fragment DeskAppointmentCard_appointment on DeskAppointment {\n    id\n    reference\n    startsAt\n    endsAt\n    mode\n    status\n    patientName\n    patientPhone\n    token\n    cancelReason\n    doctor {\n      id\n      name\n    }\n  }\n": types.DeskAppointmentCard_AppointmentFragmentDoc,
    "\n  query DeskDoctors {\n    deskDoctors {\n      id\n      slug\n      name\n      specialization\n    }\n  }\n": types.DeskDoctorsDocument,
    "\n  fragment DeskMessageRow_message on DeskMessage {\n    id\n    label\n    channel\n    status\n    reason\n    attempts\n    queuedAt\n    dueAt\n    sentAt\n    updatedAt\n    reference\n    orderNumber\n    canRetry\n  }\n": types.DeskMessageRow_MessageFragmentDoc,
    "\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      doctorId\n      totpEnabled\n    }\n  }\n": types.MeDocument,
    "\n  query OrderMessages($orderNumber: String!) {\n    orderMessages(orderNumber: $orderNumber) {\n      ...DeskMessageRow_message\n    }\n  }\n": types.OrderMessagesDocument,
    "\n  mutation RescheduleAppointment($reference: String!, $doctorId: ID!, $startsAt: DateTimeISO!) {\n    rescheduleAppointment(reference: $reference, doctorId: $doctorId, startsAt: $startsAt) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n": types.RescheduleAppointmentDocument,
    "\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      ...DeskMessageRow_message\n    }\n  }\n": types.RetryMessageDocument,
    "\n  mutation SetAppointmentStatus($reference: String!, $status: AppointmentStatus!, $reason: String) {\n    setAppointmentStatus(reference: $reference, status: $status, reason: $reason) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n": types.SetAppointmentStatusDocument,
    "\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      otpauthUrl\n      secret\n    }\n  }\n": types.BeginTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      id\n      name\n      email\n      role\n      doctorId\n      totpEnabled\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query AuditTrail($filter: AuditFilter!) {\n    auditTrail(filter: $filter) {\n      total\n      entries {\n        id\n        at\n        actorName\n        actorKind\n        address\n        action\n        recordType\n        recordId\n        before\n        after\n      }\n    }\n  }\n": types.AuditTrailDocument,
    "\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      role\n    }\n  }\n": types.StaffMembersDocument,
    "\n  mutation BookForPatient($input: DeskBookingInput!) {\n    bookForPatient(input: $input) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n": types.BookForPatientDocument,
    "\n  query ClinicSetup {\n    clinicSetup {\n      profileIsDemo\n      demo {\n        doctors\n        products\n        categories\n        posts\n        tags\n        feedback\n        orders\n        appointments\n      }\n    }\n  }\n": types.ClinicSetupDocument,
    "\n  query DeskClinicProfile {\n    deskClinicProfile {\n      name\n      tagline\n      streetAddress\n      locality\n      region\n      postalCode\n      phones {\n        label\n        number\n      }\n      emails {\n        label\n        address\n      }\n      whatsapp\n      emergencyPhone\n      hours {\n        weekday\n        opens\n        closes\n        note\n      }\n      mapUrl\n      gstin\n      isDemo\n      hindi {\n        name\n        tagline\n        streetAddress\n        locality\n        region\n      }\n    }\n  }\n": types.DeskClinicProfileDocument,
    "\n  mutation RemoveDemoData {\n    removeDemoData {\n      doctors\n      products\n      categories\n      posts\n      orders\n      appointments\n    }\n  }\n": types.RemoveDemoDataDocument,
    "\n  mutation UpdateClinicProfile($input: ClinicProfileInput!) {\n    updateClinicProfile(input: $input) {\n      name\n      isDemo\n    }\n  }\n": types.UpdateClinicProfileDocument,
    "\n  mutation EraseDataRequest($id: ID!) {\n    eraseDataRequest(id: $id) {\n      ...DataRequestCard_request\n    }\n  }\n": types.EraseDataRequestDocument,
    "\n  mutation RefuseDataRequest($id: ID!, $reason: String!) {\n    refuseDataRequest(id: $id, reason: $reason) {\n      ...DataRequestCard_request\n    }\n  }\n": types.RefuseDataRequestDocument,
    "\n  mutation CompleteDataRequest($id: ID!, $note: String) {\n    completeDataRequest(id: $id, note: $note) {\n      ...DataRequestCard_request\n    }\n  }\n": types.CompleteDataRequestDocument,
    "\n  mutation CorrectDataRequest($id: ID!, $input: DataCorrectionInput!) {\n    correctDataRequest(id: $id, input: $input) {\n      ...DataRequestCard_request\n    }\n  }\n": types.CorrectDataRequestDocument,
    "\n  fragment DataRequestCard_request on DataRequest {\n    id\n    reference\n    phone\n    kind\n    status\n    proof\n    details\n    takenBy\n    identityCheck\n    receivedAt\n    dueAt\n    overdue\n    closedAt\n    closedBy\n    outcome\n  }\n": types.DataRequestCard_RequestFragmentDoc,
    "\n  query DataRequests($status: DataRequestStatus) {\n    dataRequests(status: $status) {\n      ...DataRequestCard_request\n    }\n  }\n": types.DataRequestsDocument,
    "\n  mutation RecordDataRequest($input: RecordDataRequestInput!) {\n    recordDataRequest(input: $input) {\n      ...DataRequestCard_request\n    }\n  }\n": types.RecordDataRequestDocument,
    "\n  fragment DoctorProfileFields_doctor on DeskDoctorProfile {\n    id\n    slug\n    name\n    specialization\n    qualification\n    registrationNumber\n    experienceYears\n    consultationFee\n    image\n    bio\n    expertise\n    languages\n    conditions\n    consultationModes\n    isAvailable\n    slotMinutes\n    workingPlan {\n      weekday\n      start\n      end\n      breaks {\n        start\n        end\n      }\n    }\n    daysOff\n    hindi {\n      name\n      specialization\n      qualification\n      bio\n      expertise\n      languages\n    }\n  }\n": types.DoctorProfileFields_DoctorFragmentDoc,
    "\n  query DoctorProfile($id: ID!) {\n    doctorProfile(id: $id) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": types.DoctorProfileDocument,
    "\n  query DoctorProfiles {\n    doctorProfiles {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": types.DoctorProfilesDocument,
    "\n  mutation RemoveDoctorPhoto($id: ID!) {\n    removeDoctorPhoto(id: $id) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": types.RemoveDoctorPhotoDocument,
    "\n  mutation CreateDoctor($input: DoctorInput!) {\n    createDoctor(input: $input) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": types.CreateDoctorDocument,
    "\n  mutation UpdateDoctor($id: ID!, $input: DoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": types.UpdateDoctorDocument,
    "\n  mutation SetDoctorAvailable($id: ID!, $available: Boolean!) {\n    setDoctorAvailable(id: $id, available: $available) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n": types.SetDoctorAvailableDocument,
    "\n  query StrandedAppointments($doctorId: ID) {\n    strandedAppointments(doctorId: $doctorId) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n": types.StrandedAppointmentsDocument,
    "\n  mutation UpdateDoctorSchedule($id: ID!, $input: DoctorScheduleInput!) {\n    updateDoctorSchedule(id: $id, input: $input) {\n      doctor {\n        ...DoctorProfileFields_doctor\n      }\n      stranded {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n": types.UpdateDoctorScheduleDocument,
    "\n  query FindAppointments($search: String!) {\n    findAppointments(search: $search) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n": types.FindAppointmentsDocument,
    "\n  mutation ApproveTestimonial($id: ID!, $testimonial: TestimonialInput!) {\n    approveTestimonial(id: $id, testimonial: $testimonial) {\n      ...InboxItem_item\n    }\n  }\n": types.ApproveTestimonialDocument,
    "\n  query HeroClaims {\n    heroClaims {\n      patientsTreated\n      yearsOfService\n      successRate\n      updatedAt\n    }\n  }\n": types.HeroClaimsDocument,
    "\n  fragment InboxItem_item on InboxItem {\n    kind\n    id\n    name\n    email\n    phone\n    subject\n    message\n    condition\n    rating\n    consentToPublish\n    town\n    doctorId\n    testimonialApprovedAt\n    state\n    nextStates\n    spam\n    handledBy\n    handledAt\n    createdAt\n  }\n": types.InboxItem_ItemFragmentDoc,
    "\n  query Inbox($state: InboxState, $kind: InboxKind, $spam: Boolean, $page: Int) {\n    inbox(state: $state, kind: $kind, spam: $spam, page: $page) {\n      page\n      hasMore\n      counts {\n        new\n        spam\n      }\n      items {\n        ...InboxItem_item\n      }\n    }\n  }\n": types.InboxDocument,
    "\n  mutation MarkInboxSpam($kind: InboxKind!, $id: ID!, $spam: Boolean!) {\n    markInboxSpam(kind: $kind, id: $id, spam: $spam) {\n      ...InboxItem_item\n    }\n  }\n": types.MarkInboxSpamDocument,
    "\n  mutation OpenInboxItem($kind: InboxKind!, $id: ID!) {\n    openInboxItem(kind: $kind, id: $id) {\n      ...InboxItem_item\n    }\n  }\n": types.OpenInboxItemDocument,
    "\n  mutation ReplyToContactMessage($id: ID!, $channel: ReplyChannel!, $text: String!) {\n    replyToContactMessage(id: $id, channel: $channel, text: $text) {\n      ...InboxItem_item\n    }\n  }\n": types.ReplyToContactMessageDocument,
    "\n  mutation SetInboxState($kind: InboxKind!, $id: ID!, $state: InboxState!) {\n    setInboxState(kind: $kind, id: $id, state: $state) {\n      ...InboxItem_item\n    }\n  }\n": types.SetInboxStateDocument,
    "\n  mutation UpdateHeroClaims($claims: ClinicClaimsInput!) {\n    updateHeroClaims(claims: $claims) {\n      patientsTreated\n      yearsOfService\n      successRate\n      updatedAt\n    }\n  }\n": types.UpdateHeroClaimsDocument,
    "\n  mutation WithdrawTestimonial($id: ID!) {\n    withdrawTestimonial(id: $id) {\n      ...InboxItem_item\n    }\n  }\n": types.WithdrawTestimonialDocument,
    "\n  mutation AddDoctorLeave($input: DoctorLeaveInput!) {\n    addDoctorLeave(input: $input) {\n      leave {\n        id\n      }\n      affected {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n": types.AddDoctorLeaveDocument,
    "\n  query DoctorLeaves($doctorId: ID!) {\n    doctorLeaves(doctorId: $doctorId) {\n      id\n      fromDate\n      toDate\n      startTime\n      endTime\n      reason\n    }\n  }\n": types.DoctorLeavesDocument,
    "\n  mutation RemoveDoctorLeave($id: ID!) {\n    removeDoctorLeave(id: $id)\n  }\n": types.RemoveDoctorLeaveDocument,
    "\n  query FailedMessages($page: Int) {\n    failedMessages(page: $page) {\n      page\n      hasMore\n      messages {\n        ...DeskMessageRow_message\n      }\n    }\n  }\n": types.FailedMessagesDocument,
    "\n  query MyDay($date: String) {\n    myDay(date: $date) {\n      symptoms\n      appointment {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n": types.MyDayDocument,
    "\n  query CollectionReport($date: String) {\n    collectionReport(date: $date) {\n      date\n      count\n      total\n      lines {\n        collectedBy\n        method\n        count\n        total\n      }\n      byMethod {\n        method\n        count\n        total\n      }\n    }\n  }\n": types.CollectionReportDocument,
    "\n  fragment DeskOrderPage_order on DeskOrder {\n    id\n    orderNumber\n    createdAt\n    status\n    customerName\n    customerPhone\n    shippingAddress\n    notes\n    totalAmount\n    deliveryFee\n    itemsTotal\n    paymentMethod\n    deliveryMethod\n    deliveryPin\n    sameDayDelivery\n    prescriptionStatus\n    nextStatuses\n    items {\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n    history {\n      from\n      to\n      at\n      by\n      reason\n    }\n    payment {\n      amountDue\n      method\n      amount\n      upiReference\n      collectedBy\n      collectedAt\n    }\n  }\n": types.DeskOrderPage_OrderFragmentDoc,
    "\n  query DeskOrder($orderNumber: String!) {\n    deskOrder(orderNumber: $orderNumber) {\n      ...DeskOrderPage_order\n    }\n  }\n": types.DeskOrderDocument,
    "\n  query OrderBoard(\n    $status: OrderStatus\n    $owed: Boolean\n    $search: String\n    $day: String\n    $paymentMethod: PaymentMethod\n    $page: Int\n  ) {\n    orderBoard(\n      status: $status\n      owed: $owed\n      search: $search\n      day: $day\n      paymentMethod: $paymentMethod\n      page: $page\n    ) {\n      counts {\n        pending\n        processing\n        shipped\n        delivered\n        cancelled\n      }\n      owed {\n        count\n        total\n      }\n      page\n      hasMore\n      orders {\n        orderNumber\n        createdAt\n        status\n        customerName\n        itemCount\n        totalAmount\n        paymentMethod\n        deliveryMethod\n        prescriptionStatus\n        owedAmount\n      }\n    }\n  }\n": types.OrderBoardDocument,
    "\n  mutation RecordOrderPayment($orderNumber: String!, $payment: OrderPaymentInput!) {\n    recordOrderPayment(orderNumber: $orderNumber, payment: $payment) {\n      ...DeskOrderPage_order\n    }\n  }\n": types.RecordOrderPaymentDocument,
    "\n  mutation SetOrderStatus($orderNumber: String!, $status: OrderStatus!, $reason: String) {\n    setOrderStatus(orderNumber: $orderNumber, status: $status, reason: $reason) {\n      ...DeskOrderPage_order\n    }\n  }\n": types.SetOrderStatusDocument,
    "\n  fragment DeskPostFields_post on DeskPost {\n    id\n    slug\n    title\n    excerpt\n    markdown\n    image\n    tags\n    status\n    publishedAt\n    reviewerId\n    reviewerName\n    titleHi\n    excerptHi\n    markdownHi\n    oldSlugs\n    updatedAt\n  }\n": types.DeskPostFields_PostFragmentDoc,
    "\n  query DeskPost($id: ID!) {\n    deskPost(id: $id) {\n      ...DeskPostFields_post\n    }\n  }\n": types.DeskPostDocument,
    "\n  query DeskPosts {\n    deskPosts {\n      id\n      slug\n      title\n      status\n      publishedAt\n      updatedAt\n    }\n  }\n": types.DeskPostsDocument,
    "\n  query DeskPostReviewers {\n    deskPostReviewers {\n      id\n      name\n    }\n  }\n": types.DeskPostReviewersDocument,
    "\n  query PreviewPostMarkdown($markdown: String!) {\n    previewPostMarkdown(markdown: $markdown)\n  }\n": types.PreviewPostMarkdownDocument,
    "\n  mutation PublishPost($id: ID!, $at: String) {\n    publishPost(id: $id, at: $at) {\n      ...DeskPostFields_post\n    }\n  }\n": types.PublishPostDocument,
    "\n  mutation UnpublishPost($id: ID!) {\n    unpublishPost(id: $id) {\n      ...DeskPostFields_post\n    }\n  }\n": types.UnpublishPostDocument,
    "\n  mutation CreatePost($input: DeskPostInput!) {\n    createPost(input: $input) {\n      ...DeskPostFields_post\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation UpdatePost($id: ID!, $input: DeskPostInput!) {\n    updatePost(id: $id, input: $input) {\n      ...DeskPostFields_post\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation ApprovePrescription($orderNumber: String!, $registrationNumber: String) {\n    approvePrescription(orderNumber: $orderNumber, registrationNumber: $registrationNumber) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n": types.ApprovePrescriptionDocument,
    "\n  query PrescriptionCheck($orderNumber: String!) {\n    prescriptionCheck(orderNumber: $orderNumber) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n": types.PrescriptionCheckDocument,
    "\n  fragment PrescriptionCheckCard_check on PrescriptionCheck {\n    orderNumber\n    placedAt\n    orderStatus\n    status\n    customerName\n    customerPhone\n    totalAmount\n    kind\n    byteSize\n    fileUrl\n    reviewedAt\n    reviewerName\n    reviewerRegistration\n    rejectReason\n    items {\n      name\n      size\n      quantity\n      prescriptionOnly\n    }\n  }\n": types.PrescriptionCheckCard_CheckFragmentDoc,
    "\n  query PrescriptionChecks($status: PrescriptionStatus) {\n    prescriptionChecks(status: $status) {\n      ...PrescriptionCheckCard_check\n    }\n    pharmacistRegistration\n  }\n": types.PrescriptionChecksDocument,
    "\n  mutation RejectPrescription($orderNumber: String!, $reason: String!) {\n    rejectPrescription(orderNumber: $orderNumber, reason: $reason) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n": types.RejectPrescriptionDocument,
    "\n  query DeskCategories {\n    deskCategories {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n": types.DeskCategoriesDocument,
    "\n  fragment DeskProductFields_product on DeskProduct {\n    id\n    slug\n    name\n    description\n    shortDescription\n    price\n    comparePrice\n    images\n    categoryId\n    categoryName\n    stock\n    lowStockThreshold\n    lowStock\n    nearestExpiry\n    isFeatured\n    hsnCode\n    gstRate\n    prescriptionOnly\n    drugSchedule\n    hidden\n    sizes {\n      id\n      label\n      stock\n    }\n    hindi {\n      name\n      shortDescription\n      description\n    }\n  }\n": types.DeskProductFields_ProductFragmentDoc,
    "\n  query DeskProduct($id: ID!) {\n    deskProduct(id: $id) {\n      ...DeskProductFields_product\n    }\n  }\n": types.DeskProductDocument,
    "\n  query DeskProducts($search: String, $filter: DeskProductFilter) {\n    deskProducts(search: $search, filter: $filter) {\n      id\n      name\n      categoryName\n      price\n      stock\n      lowStock\n      nearestExpiry\n      hidden\n      prescriptionOnly\n      images\n    }\n  }\n": types.DeskProductsDocument,
    "\n  mutation AdjustStock($input: StockAdjustmentInput!) {\n    adjustStock(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n": types.AdjustStockDocument,
    "\n  mutation ReceiveStock($input: StockReceiptInput!) {\n    receiveStock(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n": types.ReceiveStockDocument,
    "\n  query NearExpiryBatches {\n    nearExpiryBatches {\n      productId\n      productName\n      size\n      batchNumber\n      expiryDate\n      received\n      remaining\n      expired\n    }\n  }\n": types.NearExpiryBatchesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      ...DeskProductFields_product\n    }\n  }\n": types.SetProductHiddenDocument,
    "\n  query StockMovements($productId: ID!) {\n    stockMovements(productId: $productId) {\n      id\n      kind\n      quantity\n      size\n      reason\n      batchNumber\n      expiryDate\n      orderNumber\n      by\n      at\n    }\n  }\n": types.StockMovementsDocument,
    "\n  mutation AddWalkIn($input: WalkInInput!) {\n    addWalkIn(input: $input) {\n      token\n      name\n      status\n    }\n  }\n": types.AddWalkInDocument,
    "\n  mutation CallNextToken($doctorId: ID!) {\n    callNextToken(doctorId: $doctorId) {\n      ...QueuePage_queue\n    }\n  }\n": types.CallNextTokenDocument,
    "\n  fragment QueuePage_queue on DeskQueue {\n    date\n    nowSeeing\n    doctor {\n      id\n      name\n    }\n    waiting {\n      token\n      name\n      status\n      joinedAt\n    }\n    done {\n      token\n      name\n      status\n      joinedAt\n    }\n  }\n": types.QueuePage_QueueFragmentDoc,
    "\n  query DeskQueue($doctorId: ID!) {\n    deskQueue(doctorId: $doctorId) {\n      ...QueuePage_queue\n    }\n  }\n": types.DeskQueueDocument,
    "\n  fragment DeskDayAppointment_appointment on DeskAppointment {\n    id\n    reference\n    startsAt\n    endsAt\n    mode\n    status\n    patientName\n    patientPhone\n    token\n    cancelReason\n  }\n": types.DeskDayAppointment_AppointmentFragmentDoc,
    "\n  query DeskDay($date: String) {\n    deskDay(date: $date) {\n      date\n      onLeave\n      doctor {\n        id\n        name\n        specialization\n      }\n      counts {\n        booked\n        confirmed\n        arrived\n        completed\n        noShow\n        cancelled\n        freeSlots\n      }\n      appointments {\n        ...DeskDayAppointment_appointment\n      }\n    }\n  }\n": types.DeskDayDocument,
    "\n  query DeskWeek($doctorId: ID!, $weekOf: String) {\n    deskWeek(doctorId: $doctorId, weekOf: $weekOf) {\n      date\n      onLeave\n      doctor {\n        id\n        name\n      }\n      counts {\n        booked\n        freeSlots\n      }\n      appointments {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n": types.DeskWeekDocument,
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
export function graphql(source: "\n  query AppointmentMessages($reference: String!) {\n    appointmentMessages(reference: $reference) {\n      ...DeskMessageRow_message\n    }\n  }\n"): (typeof documents)["\n  query AppointmentMessages($reference: String!) {\n    appointmentMessages(reference: $reference) {\n      ...DeskMessageRow_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskAppointmentCard_appointment on DeskAppointment {\n    id\n    reference\n    startsAt\n    endsAt\n    mode\n    status\n    patientName\n    patientPhone\n    token\n    cancelReason\n    doctor {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment DeskAppointmentCard_appointment on DeskAppointment {\n    id\n    reference\n    startsAt\n    endsAt\n    mode\n    status\n    patientName\n    patientPhone\n    token\n    cancelReason\n    doctor {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskDoctors {\n    deskDoctors {\n      id\n      slug\n      name\n      specialization\n    }\n  }\n"): (typeof documents)["\n  query DeskDoctors {\n    deskDoctors {\n      id\n      slug\n      name\n      specialization\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskMessageRow_message on DeskMessage {\n    id\n    label\n    channel\n    status\n    reason\n    attempts\n    queuedAt\n    dueAt\n    sentAt\n    updatedAt\n    reference\n    orderNumber\n    canRetry\n  }\n"): (typeof documents)["\n  fragment DeskMessageRow_message on DeskMessage {\n    id\n    label\n    channel\n    status\n    reason\n    attempts\n    queuedAt\n    dueAt\n    sentAt\n    updatedAt\n    reference\n    orderNumber\n    canRetry\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      doctorId\n      totpEnabled\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      name\n      email\n      role\n      doctorId\n      totpEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderMessages($orderNumber: String!) {\n    orderMessages(orderNumber: $orderNumber) {\n      ...DeskMessageRow_message\n    }\n  }\n"): (typeof documents)["\n  query OrderMessages($orderNumber: String!) {\n    orderMessages(orderNumber: $orderNumber) {\n      ...DeskMessageRow_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleAppointment($reference: String!, $doctorId: ID!, $startsAt: DateTimeISO!) {\n    rescheduleAppointment(reference: $reference, doctorId: $doctorId, startsAt: $startsAt) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleAppointment($reference: String!, $doctorId: ID!, $startsAt: DateTimeISO!) {\n    rescheduleAppointment(reference: $reference, doctorId: $doctorId, startsAt: $startsAt) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      ...DeskMessageRow_message\n    }\n  }\n"): (typeof documents)["\n  mutation RetryMessage($id: ID!) {\n    retryMessage(id: $id) {\n      ...DeskMessageRow_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAppointmentStatus($reference: String!, $status: AppointmentStatus!, $reason: String) {\n    setAppointmentStatus(reference: $reference, status: $status, reason: $reason) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n"): (typeof documents)["\n  mutation SetAppointmentStatus($reference: String!, $status: AppointmentStatus!, $reason: String) {\n    setAppointmentStatus(reference: $reference, status: $status, reason: $reason) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      otpauthUrl\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      otpauthUrl\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      id\n      name\n      email\n      role\n      doctorId\n      totpEnabled\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      id\n      name\n      email\n      role\n      doctorId\n      totpEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($filter: AuditFilter!) {\n    auditTrail(filter: $filter) {\n      total\n      entries {\n        id\n        at\n        actorName\n        actorKind\n        address\n        action\n        recordType\n        recordId\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($filter: AuditFilter!) {\n    auditTrail(filter: $filter) {\n      total\n      entries {\n        id\n        at\n        actorName\n        actorKind\n        address\n        action\n        recordType\n        recordId\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  query StaffMembers {\n    staffMembers {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookForPatient($input: DeskBookingInput!) {\n    bookForPatient(input: $input) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n"): (typeof documents)["\n  mutation BookForPatient($input: DeskBookingInput!) {\n    bookForPatient(input: $input) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicSetup {\n    clinicSetup {\n      profileIsDemo\n      demo {\n        doctors\n        products\n        categories\n        posts\n        tags\n        feedback\n        orders\n        appointments\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClinicSetup {\n    clinicSetup {\n      profileIsDemo\n      demo {\n        doctors\n        products\n        categories\n        posts\n        tags\n        feedback\n        orders\n        appointments\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskClinicProfile {\n    deskClinicProfile {\n      name\n      tagline\n      streetAddress\n      locality\n      region\n      postalCode\n      phones {\n        label\n        number\n      }\n      emails {\n        label\n        address\n      }\n      whatsapp\n      emergencyPhone\n      hours {\n        weekday\n        opens\n        closes\n        note\n      }\n      mapUrl\n      gstin\n      isDemo\n      hindi {\n        name\n        tagline\n        streetAddress\n        locality\n        region\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskClinicProfile {\n    deskClinicProfile {\n      name\n      tagline\n      streetAddress\n      locality\n      region\n      postalCode\n      phones {\n        label\n        number\n      }\n      emails {\n        label\n        address\n      }\n      whatsapp\n      emergencyPhone\n      hours {\n        weekday\n        opens\n        closes\n        note\n      }\n      mapUrl\n      gstin\n      isDemo\n      hindi {\n        name\n        tagline\n        streetAddress\n        locality\n        region\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDemoData {\n    removeDemoData {\n      doctors\n      products\n      categories\n      posts\n      orders\n      appointments\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDemoData {\n    removeDemoData {\n      doctors\n      products\n      categories\n      posts\n      orders\n      appointments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClinicProfile($input: ClinicProfileInput!) {\n    updateClinicProfile(input: $input) {\n      name\n      isDemo\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClinicProfile($input: ClinicProfileInput!) {\n    updateClinicProfile(input: $input) {\n      name\n      isDemo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseDataRequest($id: ID!) {\n    eraseDataRequest(id: $id) {\n      ...DataRequestCard_request\n    }\n  }\n"): (typeof documents)["\n  mutation EraseDataRequest($id: ID!) {\n    eraseDataRequest(id: $id) {\n      ...DataRequestCard_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefuseDataRequest($id: ID!, $reason: String!) {\n    refuseDataRequest(id: $id, reason: $reason) {\n      ...DataRequestCard_request\n    }\n  }\n"): (typeof documents)["\n  mutation RefuseDataRequest($id: ID!, $reason: String!) {\n    refuseDataRequest(id: $id, reason: $reason) {\n      ...DataRequestCard_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteDataRequest($id: ID!, $note: String) {\n    completeDataRequest(id: $id, note: $note) {\n      ...DataRequestCard_request\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteDataRequest($id: ID!, $note: String) {\n    completeDataRequest(id: $id, note: $note) {\n      ...DataRequestCard_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectDataRequest($id: ID!, $input: DataCorrectionInput!) {\n    correctDataRequest(id: $id, input: $input) {\n      ...DataRequestCard_request\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectDataRequest($id: ID!, $input: DataCorrectionInput!) {\n    correctDataRequest(id: $id, input: $input) {\n      ...DataRequestCard_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DataRequestCard_request on DataRequest {\n    id\n    reference\n    phone\n    kind\n    status\n    proof\n    details\n    takenBy\n    identityCheck\n    receivedAt\n    dueAt\n    overdue\n    closedAt\n    closedBy\n    outcome\n  }\n"): (typeof documents)["\n  fragment DataRequestCard_request on DataRequest {\n    id\n    reference\n    phone\n    kind\n    status\n    proof\n    details\n    takenBy\n    identityCheck\n    receivedAt\n    dueAt\n    overdue\n    closedAt\n    closedBy\n    outcome\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataRequests($status: DataRequestStatus) {\n    dataRequests(status: $status) {\n      ...DataRequestCard_request\n    }\n  }\n"): (typeof documents)["\n  query DataRequests($status: DataRequestStatus) {\n    dataRequests(status: $status) {\n      ...DataRequestCard_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordDataRequest($input: RecordDataRequestInput!) {\n    recordDataRequest(input: $input) {\n      ...DataRequestCard_request\n    }\n  }\n"): (typeof documents)["\n  mutation RecordDataRequest($input: RecordDataRequestInput!) {\n    recordDataRequest(input: $input) {\n      ...DataRequestCard_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DoctorProfileFields_doctor on DeskDoctorProfile {\n    id\n    slug\n    name\n    specialization\n    qualification\n    registrationNumber\n    experienceYears\n    consultationFee\n    image\n    bio\n    expertise\n    languages\n    conditions\n    consultationModes\n    isAvailable\n    slotMinutes\n    workingPlan {\n      weekday\n      start\n      end\n      breaks {\n        start\n        end\n      }\n    }\n    daysOff\n    hindi {\n      name\n      specialization\n      qualification\n      bio\n      expertise\n      languages\n    }\n  }\n"): (typeof documents)["\n  fragment DoctorProfileFields_doctor on DeskDoctorProfile {\n    id\n    slug\n    name\n    specialization\n    qualification\n    registrationNumber\n    experienceYears\n    consultationFee\n    image\n    bio\n    expertise\n    languages\n    conditions\n    consultationModes\n    isAvailable\n    slotMinutes\n    workingPlan {\n      weekday\n      start\n      end\n      breaks {\n        start\n        end\n      }\n    }\n    daysOff\n    hindi {\n      name\n      specialization\n      qualification\n      bio\n      expertise\n      languages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorProfile($id: ID!) {\n    doctorProfile(id: $id) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"): (typeof documents)["\n  query DoctorProfile($id: ID!) {\n    doctorProfile(id: $id) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorProfiles {\n    doctorProfiles {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"): (typeof documents)["\n  query DoctorProfiles {\n    doctorProfiles {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDoctorPhoto($id: ID!) {\n    removeDoctorPhoto(id: $id) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDoctorPhoto($id: ID!) {\n    removeDoctorPhoto(id: $id) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDoctor($input: DoctorInput!) {\n    createDoctor(input: $input) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDoctor($input: DoctorInput!) {\n    createDoctor(input: $input) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDoctor($id: ID!, $input: DoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDoctor($id: ID!, $input: DoctorInput!) {\n    updateDoctor(id: $id, input: $input) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDoctorAvailable($id: ID!, $available: Boolean!) {\n    setDoctorAvailable(id: $id, available: $available) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"): (typeof documents)["\n  mutation SetDoctorAvailable($id: ID!, $available: Boolean!) {\n    setDoctorAvailable(id: $id, available: $available) {\n      ...DoctorProfileFields_doctor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StrandedAppointments($doctorId: ID) {\n    strandedAppointments(doctorId: $doctorId) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n"): (typeof documents)["\n  query StrandedAppointments($doctorId: ID) {\n    strandedAppointments(doctorId: $doctorId) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDoctorSchedule($id: ID!, $input: DoctorScheduleInput!) {\n    updateDoctorSchedule(id: $id, input: $input) {\n      doctor {\n        ...DoctorProfileFields_doctor\n      }\n      stranded {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDoctorSchedule($id: ID!, $input: DoctorScheduleInput!) {\n    updateDoctorSchedule(id: $id, input: $input) {\n      doctor {\n        ...DoctorProfileFields_doctor\n      }\n      stranded {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindAppointments($search: String!) {\n    findAppointments(search: $search) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n"): (typeof documents)["\n  query FindAppointments($search: String!) {\n    findAppointments(search: $search) {\n      ...DeskAppointmentCard_appointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveTestimonial($id: ID!, $testimonial: TestimonialInput!) {\n    approveTestimonial(id: $id, testimonial: $testimonial) {\n      ...InboxItem_item\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveTestimonial($id: ID!, $testimonial: TestimonialInput!) {\n    approveTestimonial(id: $id, testimonial: $testimonial) {\n      ...InboxItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeroClaims {\n    heroClaims {\n      patientsTreated\n      yearsOfService\n      successRate\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query HeroClaims {\n    heroClaims {\n      patientsTreated\n      yearsOfService\n      successRate\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxItem_item on InboxItem {\n    kind\n    id\n    name\n    email\n    phone\n    subject\n    message\n    condition\n    rating\n    consentToPublish\n    town\n    doctorId\n    testimonialApprovedAt\n    state\n    nextStates\n    spam\n    handledBy\n    handledAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment InboxItem_item on InboxItem {\n    kind\n    id\n    name\n    email\n    phone\n    subject\n    message\n    condition\n    rating\n    consentToPublish\n    town\n    doctorId\n    testimonialApprovedAt\n    state\n    nextStates\n    spam\n    handledBy\n    handledAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inbox($state: InboxState, $kind: InboxKind, $spam: Boolean, $page: Int) {\n    inbox(state: $state, kind: $kind, spam: $spam, page: $page) {\n      page\n      hasMore\n      counts {\n        new\n        spam\n      }\n      items {\n        ...InboxItem_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query Inbox($state: InboxState, $kind: InboxKind, $spam: Boolean, $page: Int) {\n    inbox(state: $state, kind: $kind, spam: $spam, page: $page) {\n      page\n      hasMore\n      counts {\n        new\n        spam\n      }\n      items {\n        ...InboxItem_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkInboxSpam($kind: InboxKind!, $id: ID!, $spam: Boolean!) {\n    markInboxSpam(kind: $kind, id: $id, spam: $spam) {\n      ...InboxItem_item\n    }\n  }\n"): (typeof documents)["\n  mutation MarkInboxSpam($kind: InboxKind!, $id: ID!, $spam: Boolean!) {\n    markInboxSpam(kind: $kind, id: $id, spam: $spam) {\n      ...InboxItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenInboxItem($kind: InboxKind!, $id: ID!) {\n    openInboxItem(kind: $kind, id: $id) {\n      ...InboxItem_item\n    }\n  }\n"): (typeof documents)["\n  mutation OpenInboxItem($kind: InboxKind!, $id: ID!) {\n    openInboxItem(kind: $kind, id: $id) {\n      ...InboxItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToContactMessage($id: ID!, $channel: ReplyChannel!, $text: String!) {\n    replyToContactMessage(id: $id, channel: $channel, text: $text) {\n      ...InboxItem_item\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToContactMessage($id: ID!, $channel: ReplyChannel!, $text: String!) {\n    replyToContactMessage(id: $id, channel: $channel, text: $text) {\n      ...InboxItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInboxState($kind: InboxKind!, $id: ID!, $state: InboxState!) {\n    setInboxState(kind: $kind, id: $id, state: $state) {\n      ...InboxItem_item\n    }\n  }\n"): (typeof documents)["\n  mutation SetInboxState($kind: InboxKind!, $id: ID!, $state: InboxState!) {\n    setInboxState(kind: $kind, id: $id, state: $state) {\n      ...InboxItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHeroClaims($claims: ClinicClaimsInput!) {\n    updateHeroClaims(claims: $claims) {\n      patientsTreated\n      yearsOfService\n      successRate\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHeroClaims($claims: ClinicClaimsInput!) {\n    updateHeroClaims(claims: $claims) {\n      patientsTreated\n      yearsOfService\n      successRate\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawTestimonial($id: ID!) {\n    withdrawTestimonial(id: $id) {\n      ...InboxItem_item\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawTestimonial($id: ID!) {\n    withdrawTestimonial(id: $id) {\n      ...InboxItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDoctorLeave($input: DoctorLeaveInput!) {\n    addDoctorLeave(input: $input) {\n      leave {\n        id\n      }\n      affected {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddDoctorLeave($input: DoctorLeaveInput!) {\n    addDoctorLeave(input: $input) {\n      leave {\n        id\n      }\n      affected {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorLeaves($doctorId: ID!) {\n    doctorLeaves(doctorId: $doctorId) {\n      id\n      fromDate\n      toDate\n      startTime\n      endTime\n      reason\n    }\n  }\n"): (typeof documents)["\n  query DoctorLeaves($doctorId: ID!) {\n    doctorLeaves(doctorId: $doctorId) {\n      id\n      fromDate\n      toDate\n      startTime\n      endTime\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDoctorLeave($id: ID!) {\n    removeDoctorLeave(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveDoctorLeave($id: ID!) {\n    removeDoctorLeave(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FailedMessages($page: Int) {\n    failedMessages(page: $page) {\n      page\n      hasMore\n      messages {\n        ...DeskMessageRow_message\n      }\n    }\n  }\n"): (typeof documents)["\n  query FailedMessages($page: Int) {\n    failedMessages(page: $page) {\n      page\n      hasMore\n      messages {\n        ...DeskMessageRow_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDay($date: String) {\n    myDay(date: $date) {\n      symptoms\n      appointment {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyDay($date: String) {\n    myDay(date: $date) {\n      symptoms\n      appointment {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionReport($date: String) {\n    collectionReport(date: $date) {\n      date\n      count\n      total\n      lines {\n        collectedBy\n        method\n        count\n        total\n      }\n      byMethod {\n        method\n        count\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollectionReport($date: String) {\n    collectionReport(date: $date) {\n      date\n      count\n      total\n      lines {\n        collectedBy\n        method\n        count\n        total\n      }\n      byMethod {\n        method\n        count\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskOrderPage_order on DeskOrder {\n    id\n    orderNumber\n    createdAt\n    status\n    customerName\n    customerPhone\n    shippingAddress\n    notes\n    totalAmount\n    deliveryFee\n    itemsTotal\n    paymentMethod\n    deliveryMethod\n    deliveryPin\n    sameDayDelivery\n    prescriptionStatus\n    nextStatuses\n    items {\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n    history {\n      from\n      to\n      at\n      by\n      reason\n    }\n    payment {\n      amountDue\n      method\n      amount\n      upiReference\n      collectedBy\n      collectedAt\n    }\n  }\n"): (typeof documents)["\n  fragment DeskOrderPage_order on DeskOrder {\n    id\n    orderNumber\n    createdAt\n    status\n    customerName\n    customerPhone\n    shippingAddress\n    notes\n    totalAmount\n    deliveryFee\n    itemsTotal\n    paymentMethod\n    deliveryMethod\n    deliveryPin\n    sameDayDelivery\n    prescriptionStatus\n    nextStatuses\n    items {\n      name\n      size\n      quantity\n      unitPrice\n      lineTotal\n    }\n    history {\n      from\n      to\n      at\n      by\n      reason\n    }\n    payment {\n      amountDue\n      method\n      amount\n      upiReference\n      collectedBy\n      collectedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskOrder($orderNumber: String!) {\n    deskOrder(orderNumber: $orderNumber) {\n      ...DeskOrderPage_order\n    }\n  }\n"): (typeof documents)["\n  query DeskOrder($orderNumber: String!) {\n    deskOrder(orderNumber: $orderNumber) {\n      ...DeskOrderPage_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderBoard(\n    $status: OrderStatus\n    $owed: Boolean\n    $search: String\n    $day: String\n    $paymentMethod: PaymentMethod\n    $page: Int\n  ) {\n    orderBoard(\n      status: $status\n      owed: $owed\n      search: $search\n      day: $day\n      paymentMethod: $paymentMethod\n      page: $page\n    ) {\n      counts {\n        pending\n        processing\n        shipped\n        delivered\n        cancelled\n      }\n      owed {\n        count\n        total\n      }\n      page\n      hasMore\n      orders {\n        orderNumber\n        createdAt\n        status\n        customerName\n        itemCount\n        totalAmount\n        paymentMethod\n        deliveryMethod\n        prescriptionStatus\n        owedAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderBoard(\n    $status: OrderStatus\n    $owed: Boolean\n    $search: String\n    $day: String\n    $paymentMethod: PaymentMethod\n    $page: Int\n  ) {\n    orderBoard(\n      status: $status\n      owed: $owed\n      search: $search\n      day: $day\n      paymentMethod: $paymentMethod\n      page: $page\n    ) {\n      counts {\n        pending\n        processing\n        shipped\n        delivered\n        cancelled\n      }\n      owed {\n        count\n        total\n      }\n      page\n      hasMore\n      orders {\n        orderNumber\n        createdAt\n        status\n        customerName\n        itemCount\n        totalAmount\n        paymentMethod\n        deliveryMethod\n        prescriptionStatus\n        owedAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordOrderPayment($orderNumber: String!, $payment: OrderPaymentInput!) {\n    recordOrderPayment(orderNumber: $orderNumber, payment: $payment) {\n      ...DeskOrderPage_order\n    }\n  }\n"): (typeof documents)["\n  mutation RecordOrderPayment($orderNumber: String!, $payment: OrderPaymentInput!) {\n    recordOrderPayment(orderNumber: $orderNumber, payment: $payment) {\n      ...DeskOrderPage_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderStatus($orderNumber: String!, $status: OrderStatus!, $reason: String) {\n    setOrderStatus(orderNumber: $orderNumber, status: $status, reason: $reason) {\n      ...DeskOrderPage_order\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderStatus($orderNumber: String!, $status: OrderStatus!, $reason: String) {\n    setOrderStatus(orderNumber: $orderNumber, status: $status, reason: $reason) {\n      ...DeskOrderPage_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskPostFields_post on DeskPost {\n    id\n    slug\n    title\n    excerpt\n    markdown\n    image\n    tags\n    status\n    publishedAt\n    reviewerId\n    reviewerName\n    titleHi\n    excerptHi\n    markdownHi\n    oldSlugs\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment DeskPostFields_post on DeskPost {\n    id\n    slug\n    title\n    excerpt\n    markdown\n    image\n    tags\n    status\n    publishedAt\n    reviewerId\n    reviewerName\n    titleHi\n    excerptHi\n    markdownHi\n    oldSlugs\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskPost($id: ID!) {\n    deskPost(id: $id) {\n      ...DeskPostFields_post\n    }\n  }\n"): (typeof documents)["\n  query DeskPost($id: ID!) {\n    deskPost(id: $id) {\n      ...DeskPostFields_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskPosts {\n    deskPosts {\n      id\n      slug\n      title\n      status\n      publishedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query DeskPosts {\n    deskPosts {\n      id\n      slug\n      title\n      status\n      publishedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskPostReviewers {\n    deskPostReviewers {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DeskPostReviewers {\n    deskPostReviewers {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewPostMarkdown($markdown: String!) {\n    previewPostMarkdown(markdown: $markdown)\n  }\n"): (typeof documents)["\n  query PreviewPostMarkdown($markdown: String!) {\n    previewPostMarkdown(markdown: $markdown)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPost($id: ID!, $at: String) {\n    publishPost(id: $id, at: $at) {\n      ...DeskPostFields_post\n    }\n  }\n"): (typeof documents)["\n  mutation PublishPost($id: ID!, $at: String) {\n    publishPost(id: $id, at: $at) {\n      ...DeskPostFields_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishPost($id: ID!) {\n    unpublishPost(id: $id) {\n      ...DeskPostFields_post\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishPost($id: ID!) {\n    unpublishPost(id: $id) {\n      ...DeskPostFields_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: DeskPostInput!) {\n    createPost(input: $input) {\n      ...DeskPostFields_post\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: DeskPostInput!) {\n    createPost(input: $input) {\n      ...DeskPostFields_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($id: ID!, $input: DeskPostInput!) {\n    updatePost(id: $id, input: $input) {\n      ...DeskPostFields_post\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($id: ID!, $input: DeskPostInput!) {\n    updatePost(id: $id, input: $input) {\n      ...DeskPostFields_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApprovePrescription($orderNumber: String!, $registrationNumber: String) {\n    approvePrescription(orderNumber: $orderNumber, registrationNumber: $registrationNumber) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n"): (typeof documents)["\n  mutation ApprovePrescription($orderNumber: String!, $registrationNumber: String) {\n    approvePrescription(orderNumber: $orderNumber, registrationNumber: $registrationNumber) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrescriptionCheck($orderNumber: String!) {\n    prescriptionCheck(orderNumber: $orderNumber) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n"): (typeof documents)["\n  query PrescriptionCheck($orderNumber: String!) {\n    prescriptionCheck(orderNumber: $orderNumber) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrescriptionCheckCard_check on PrescriptionCheck {\n    orderNumber\n    placedAt\n    orderStatus\n    status\n    customerName\n    customerPhone\n    totalAmount\n    kind\n    byteSize\n    fileUrl\n    reviewedAt\n    reviewerName\n    reviewerRegistration\n    rejectReason\n    items {\n      name\n      size\n      quantity\n      prescriptionOnly\n    }\n  }\n"): (typeof documents)["\n  fragment PrescriptionCheckCard_check on PrescriptionCheck {\n    orderNumber\n    placedAt\n    orderStatus\n    status\n    customerName\n    customerPhone\n    totalAmount\n    kind\n    byteSize\n    fileUrl\n    reviewedAt\n    reviewerName\n    reviewerRegistration\n    rejectReason\n    items {\n      name\n      size\n      quantity\n      prescriptionOnly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrescriptionChecks($status: PrescriptionStatus) {\n    prescriptionChecks(status: $status) {\n      ...PrescriptionCheckCard_check\n    }\n    pharmacistRegistration\n  }\n"): (typeof documents)["\n  query PrescriptionChecks($status: PrescriptionStatus) {\n    prescriptionChecks(status: $status) {\n      ...PrescriptionCheckCard_check\n    }\n    pharmacistRegistration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPrescription($orderNumber: String!, $reason: String!) {\n    rejectPrescription(orderNumber: $orderNumber, reason: $reason) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n"): (typeof documents)["\n  mutation RejectPrescription($orderNumber: String!, $reason: String!) {\n    rejectPrescription(orderNumber: $orderNumber, reason: $reason) {\n      ...PrescriptionCheckCard_check\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskCategories {\n    deskCategories {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskCategories {\n    deskCategories {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskProductFields_product on DeskProduct {\n    id\n    slug\n    name\n    description\n    shortDescription\n    price\n    comparePrice\n    images\n    categoryId\n    categoryName\n    stock\n    lowStockThreshold\n    lowStock\n    nearestExpiry\n    isFeatured\n    hsnCode\n    gstRate\n    prescriptionOnly\n    drugSchedule\n    hidden\n    sizes {\n      id\n      label\n      stock\n    }\n    hindi {\n      name\n      shortDescription\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment DeskProductFields_product on DeskProduct {\n    id\n    slug\n    name\n    description\n    shortDescription\n    price\n    comparePrice\n    images\n    categoryId\n    categoryName\n    stock\n    lowStockThreshold\n    lowStock\n    nearestExpiry\n    isFeatured\n    hsnCode\n    gstRate\n    prescriptionOnly\n    drugSchedule\n    hidden\n    sizes {\n      id\n      label\n      stock\n    }\n    hindi {\n      name\n      shortDescription\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskProduct($id: ID!) {\n    deskProduct(id: $id) {\n      ...DeskProductFields_product\n    }\n  }\n"): (typeof documents)["\n  query DeskProduct($id: ID!) {\n    deskProduct(id: $id) {\n      ...DeskProductFields_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskProducts($search: String, $filter: DeskProductFilter) {\n    deskProducts(search: $search, filter: $filter) {\n      id\n      name\n      categoryName\n      price\n      stock\n      lowStock\n      nearestExpiry\n      hidden\n      prescriptionOnly\n      images\n    }\n  }\n"): (typeof documents)["\n  query DeskProducts($search: String, $filter: DeskProductFilter) {\n    deskProducts(search: $search, filter: $filter) {\n      id\n      name\n      categoryName\n      price\n      stock\n      lowStock\n      nearestExpiry\n      hidden\n      prescriptionOnly\n      images\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustStock($input: StockAdjustmentInput!) {\n    adjustStock(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustStock($input: StockAdjustmentInput!) {\n    adjustStock(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveStock($input: StockReceiptInput!) {\n    receiveStock(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n"): (typeof documents)["\n  mutation ReceiveStock($input: StockReceiptInput!) {\n    receiveStock(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearExpiryBatches {\n    nearExpiryBatches {\n      productId\n      productName\n      size\n      batchNumber\n      expiryDate\n      received\n      remaining\n      expired\n    }\n  }\n"): (typeof documents)["\n  query NearExpiryBatches {\n    nearExpiryBatches {\n      productId\n      productName\n      size\n      batchNumber\n      expiryDate\n      received\n      remaining\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      slug\n      sortOrder\n      productCount\n      hindi {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...DeskProductFields_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      ...DeskProductFields_product\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n    setProductHidden(id: $id, hidden: $hidden) {\n      ...DeskProductFields_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockMovements($productId: ID!) {\n    stockMovements(productId: $productId) {\n      id\n      kind\n      quantity\n      size\n      reason\n      batchNumber\n      expiryDate\n      orderNumber\n      by\n      at\n    }\n  }\n"): (typeof documents)["\n  query StockMovements($productId: ID!) {\n    stockMovements(productId: $productId) {\n      id\n      kind\n      quantity\n      size\n      reason\n      batchNumber\n      expiryDate\n      orderNumber\n      by\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWalkIn($input: WalkInInput!) {\n    addWalkIn(input: $input) {\n      token\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AddWalkIn($input: WalkInInput!) {\n    addWalkIn(input: $input) {\n      token\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CallNextToken($doctorId: ID!) {\n    callNextToken(doctorId: $doctorId) {\n      ...QueuePage_queue\n    }\n  }\n"): (typeof documents)["\n  mutation CallNextToken($doctorId: ID!) {\n    callNextToken(doctorId: $doctorId) {\n      ...QueuePage_queue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QueuePage_queue on DeskQueue {\n    date\n    nowSeeing\n    doctor {\n      id\n      name\n    }\n    waiting {\n      token\n      name\n      status\n      joinedAt\n    }\n    done {\n      token\n      name\n      status\n      joinedAt\n    }\n  }\n"): (typeof documents)["\n  fragment QueuePage_queue on DeskQueue {\n    date\n    nowSeeing\n    doctor {\n      id\n      name\n    }\n    waiting {\n      token\n      name\n      status\n      joinedAt\n    }\n    done {\n      token\n      name\n      status\n      joinedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskQueue($doctorId: ID!) {\n    deskQueue(doctorId: $doctorId) {\n      ...QueuePage_queue\n    }\n  }\n"): (typeof documents)["\n  query DeskQueue($doctorId: ID!) {\n    deskQueue(doctorId: $doctorId) {\n      ...QueuePage_queue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskDayAppointment_appointment on DeskAppointment {\n    id\n    reference\n    startsAt\n    endsAt\n    mode\n    status\n    patientName\n    patientPhone\n    token\n    cancelReason\n  }\n"): (typeof documents)["\n  fragment DeskDayAppointment_appointment on DeskAppointment {\n    id\n    reference\n    startsAt\n    endsAt\n    mode\n    status\n    patientName\n    patientPhone\n    token\n    cancelReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskDay($date: String) {\n    deskDay(date: $date) {\n      date\n      onLeave\n      doctor {\n        id\n        name\n        specialization\n      }\n      counts {\n        booked\n        confirmed\n        arrived\n        completed\n        noShow\n        cancelled\n        freeSlots\n      }\n      appointments {\n        ...DeskDayAppointment_appointment\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskDay($date: String) {\n    deskDay(date: $date) {\n      date\n      onLeave\n      doctor {\n        id\n        name\n        specialization\n      }\n      counts {\n        booked\n        confirmed\n        arrived\n        completed\n        noShow\n        cancelled\n        freeSlots\n      }\n      appointments {\n        ...DeskDayAppointment_appointment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskWeek($doctorId: ID!, $weekOf: String) {\n    deskWeek(doctorId: $doctorId, weekOf: $weekOf) {\n      date\n      onLeave\n      doctor {\n        id\n        name\n      }\n      counts {\n        booked\n        freeSlots\n      }\n      appointments {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeskWeek($doctorId: ID!, $weekOf: String) {\n    deskWeek(doctorId: $doctorId, weekOf: $weekOf) {\n      date\n      onLeave\n      doctor {\n        id\n        name\n      }\n      counts {\n        booked\n        freeSlots\n      }\n      appointments {\n        ...DeskAppointmentCard_appointment\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;